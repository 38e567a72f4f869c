// A small menu in the answer's shape for the tests of any package: two categories, a discounted dish with
// variants, a sold-out dish, two add-ons, open 10:00–22:00 every day. No antd or React here
// (`@menu/shared/testing/menu`), so the diners' menu tests use it as they are.
import type { PublicMenu } from '../menu';
import { everyDay, menuCategory, menuProduct, menuRestaurant } from '../menu-items';

// The builders of the menu's records with their plain defaults, for the tests of any package (the API's tests
// reach @menu/shared only through its contract and these testing entries).
export { everyDay, menuCategory, menuProduct, menuRestaurant, productDefaults } from '../menu-items';

export function menuFixture(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return {
    restaurant: menuRestaurant({
      id: 7,
      name: 'Lezzet Durağı',
      description: 'Kadıköy’de ev yemekleri',
      address: 'Moda Cad. 42',
      phone: '+90 216 555 12 34',
    }),
    language: 'tr',
    languages: ['tr', 'en'],
    categories: [
      menuCategory({ id: 1, name: 'Çorbalar', icon: 'soup', emoji: '🍲', displayOrder: 0 }),
      menuCategory({
        id: 2,
        name: 'Ana Yemekler',
        description: 'Izgaralar',
        icon: 'kebab',
        emoji: '🥙',
        displayOrder: 1,
      }),
    ],
    products: [
      menuProduct({
        id: 11,
        categoryId: 1,
        name: 'Mercimek Çorbası',
        description: 'Limonlu',
        price: 85,
        ingredients: 'Mercimek, soğan',
        isVegetarian: true,
        allergens: ['celery'],
      }),
      menuProduct({
        id: 12,
        categoryId: 1,
        name: 'Yayla Çorbası',
        description: 'Yoğurtlu',
        price: 80,
        discountedPrice: 70,
        referencePrice: 80,
        allergens: ['gluten', 'milk'],
      }),
      menuProduct({
        id: 21,
        categoryId: 2,
        name: 'Adana Kebap',
        description: 'Acılı',
        price: 420,
        discountedPrice: 399.9,
        referencePrice: 410,
        isSpicy: true,
        spicyLevel: 3,
        allergens: ['gluten'],
        portionGrams: 250,
        variants: [
          { id: 101, name: 'Porsiyon', description: null, priceModifier: 0, isDefault: true },
          { id: 102, name: '1,5 Porsiyon', description: null, priceModifier: 190.1, isDefault: false },
        ],
      }),
      menuProduct({
        id: 22,
        categoryId: 2,
        name: 'Köfte',
        description: 'Izgara köfte',
        price: 360,
        isAvailable: false,
      }),
    ],
    addons: [
      { id: 31, name: 'Ekstra Peynir', description: null, price: 25 },
      { id: 32, name: 'Lavaş', description: null, price: 0 },
    ],
    hours: everyDay('10:00:00', '22:00:00'),
    specialDays: [],
    timeZone: 'Europe/Istanbul',
    openState: {
      isOpen: true,
      today: { source: 'weekly', isClosed: false, openTime: '10:00:00', closeTime: '22:00:00', name: null, note: null },
      nextChange: { type: 'closes', at: '2026-01-14T19:00:00.000Z' },
    },
    ...overrides,
  };
}

/** The same menu as the API answers it for ?lang=en. */
export function englishMenuFixture(): PublicMenu {
  const m = menuFixture({ language: 'en' });
  m.categories[0] = { ...m.categories[0], name: 'Soups' };
  m.products[0] = { ...m.products[0], name: 'Lentil Soup' };
  return m;
}
