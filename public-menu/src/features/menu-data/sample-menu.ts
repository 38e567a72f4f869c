// Loaded in the background after the first paint, so it is at hand when the network is gone.
// The built-in sample (docs/screens.md, The diner's menu: a placeholder restaurant, five categories, six products), shown only
// when the menu cannot be fetched and this device has no saved copy, and always labelled as a sample.
import { everyDay, menuCategory, menuProduct, menuRestaurant } from '@menu/shared/menu-items';
import { menuText, type PublicMenu } from '@menu/shared/menu';
import { computeOpenState } from '@menu/shared/open-now';

const CATEGORIES = [
  { id: 1, name: 'Çorbalar', icon: 'soup', emoji: '🍲' },
  { id: 2, name: 'Salatalar', icon: 'salad', emoji: '🥗' },
  { id: 3, name: 'Ana Yemekler', icon: 'kebab', emoji: '🥙' },
  { id: 4, name: 'Tatlılar', icon: 'cake', emoji: '🍰' },
  { id: 5, name: 'İçecekler', icon: 'tea', emoji: '🍵' },
].map((c, displayOrder) => menuCategory({ ...c, displayOrder }));

const PRODUCTS = [
  menuProduct({
    id: 1,
    categoryId: 1,
    name: 'Mercimek Çorbası',
    description: 'Limon ve kıtır ekmek ile.',
    price: 80,
    isVegetarian: true,
    ingredients: 'Mercimek, soğan, havuç',
    allergens: ['gluten', 'celery'],
  }),
  menuProduct({
    id: 2,
    categoryId: 2,
    name: 'Çoban Salata',
    description: 'Domates, salatalık, biber ve soğan.',
    price: 90,
    isVegetarian: true,
    isVegan: true,
  }),
  menuProduct({
    id: 3,
    categoryId: 3,
    name: 'Adana Kebap',
    description: 'Közlenmiş domates ve biber ile.',
    price: 400,
    isSpicy: true,
    spicyLevel: 3,
    allergens: ['gluten'],
    portionGrams: 250,
  }),
  menuProduct({
    id: 4,
    categoryId: 3,
    name: 'Tavuk Şiş',
    description: 'Pilav ve salata ile.',
    price: 320,
    discountedPrice: 290,
    referencePrice: 320,
  }),
  menuProduct({
    id: 5,
    categoryId: 4,
    name: 'Sütlaç',
    description: 'Fırında, tarçınlı.',
    price: 110,
    isVegetarian: true,
    allergens: ['milk'],
  }),
  menuProduct({
    id: 6,
    categoryId: 5,
    name: 'Çay',
    description: 'İnce belli bardakta.',
    price: 30,
    isVegetarian: true,
    isVegan: true,
  }),
];

const HOURS = everyDay('09:00:00', '23:00:00');

export function sampleMenu(restaurantId: number, now = new Date()): PublicMenu {
  return {
    restaurant: menuRestaurant({
      id: restaurantId,
      name: menuText.sampleRestaurant,
      description: menuText.sampleDescription,
      acceptsCalls: false,
    }),
    language: 'tr',
    languages: ['tr'],
    categories: CATEGORIES,
    products: PRODUCTS,
    addons: [],
    hours: HOURS,
    specialDays: [],
    timeZone: 'Europe/Istanbul',
    openState: computeOpenState({ hours: HOURS, specialDays: [], now }),
  };
}
