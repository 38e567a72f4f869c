// Loaded in the background after the first paint, so it is at hand when the network is gone.
// The spec's built-in sample (SPEC: a placeholder restaurant, five categories, six products), shown only
// when the menu cannot be fetched and this device has no saved copy, and always labelled as a sample.
import type { AllergenCode } from '@menu/shared/allergens';
import { menuText, type PublicMenu } from '@menu/shared/menu';
import { computeOpenState } from '@menu/shared/open-now';

export function sampleMenu(restaurantId: number, now = new Date()): PublicMenu {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime: '09:00:00', closeTime: '23:00:00', isClosed: false }));
  const product = (id: number, categoryId: number, name: string, description: string, price: number, extra: Partial<PublicMenu['products'][number]> = {}) => ({
    id, categoryId, name, description, price, discountedPrice: null, referencePrice: null as number | null, image: null, ingredients: '', calories: 0, preparationTime: null,
    isVegetarian: false, isVegan: false, isGlutenFree: false, isSpicy: false, spicyLevel: 0, isAvailable: true, isFeatured: false, rating: 4.5,
    allergens: [] as AllergenCode[], containsAlcohol: false, containsPork: false, portionGrams: null, variants: [],
    ...extra,
  });
  return {
    restaurant: {
      id: restaurantId, name: menuText.sampleRestaurant, description: menuText.sampleDescription, address: null, phone: null, email: null,
      website: null, logo: null, backgroundImage: null, primaryColor: '#FF6B35', secondaryColor: '#2C3E50', acceptsCalls: false,
    },
    language: 'tr',
    languages: ['tr'],
    categories: [
      { id: 1, name: 'Çorbalar', description: null, icon: 'soup', emoji: '🍲', displayOrder: 0, availability: [], availableNow: true, startsAt: null },
      { id: 2, name: 'Salatalar', description: null, icon: 'salad', emoji: '🥗', displayOrder: 1, availability: [], availableNow: true, startsAt: null },
      { id: 3, name: 'Ana Yemekler', description: null, icon: 'kebab', emoji: '🥙', displayOrder: 2, availability: [], availableNow: true, startsAt: null },
      { id: 4, name: 'Tatlılar', description: null, icon: 'cake', emoji: '🍰', displayOrder: 3, availability: [], availableNow: true, startsAt: null },
      { id: 5, name: 'İçecekler', description: null, icon: 'tea', emoji: '🍵', displayOrder: 4, availability: [], availableNow: true, startsAt: null },
    ],
    products: [
      product(1, 1, 'Mercimek Çorbası', 'Limon ve kıtır ekmek ile.', 80, { isVegetarian: true, ingredients: 'Mercimek, soğan, havuç', allergens: ['gluten', 'celery'] }),
      product(2, 2, 'Çoban Salata', 'Domates, salatalık, biber ve soğan.', 90, { isVegetarian: true, isVegan: true }),
      product(3, 3, 'Adana Kebap', 'Közlenmiş domates ve biber ile.', 400, { isSpicy: true, spicyLevel: 3, allergens: ['gluten'], portionGrams: 250 }),
      product(4, 3, 'Tavuk Şiş', 'Pilav ve salata ile.', 320, { discountedPrice: 290, referencePrice: 320 }),
      product(5, 4, 'Sütlaç', 'Fırında, tarçınlı.', 110, { isVegetarian: true, allergens: ['milk'] }),
      product(6, 5, 'Çay', 'İnce belli bardakta.', 30, { isVegetarian: true, isVegan: true }),
    ],
    addons: [],
    hours,
    specialDays: [],
    timeZone: 'Europe/Istanbul',
    openState: computeOpenState({ hours, specialDays: [], now }),
  };
}
