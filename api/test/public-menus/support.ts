// What the public menu's service is built from, for tests that drive the service without a database: a
// restaurant with one category and `products` products. The rows hold the same plain defaults as a menu's
// records (no contact details, default colours; products not vegetarian, on sale), with the database's types
// where they differ (numeric columns as text, dates as Date).
import { menuRestaurant, productDefaults } from '@menu/shared/testing/menu';
import type { MenuSource } from '../../src/public-menus/repository';

export const menuSource = (id: number, products = 0): MenuSource =>
  ({
    version: 1,
    restaurant: { ...menuRestaurant({ id, name: `Restoran ${id}` }), isActive: true, createdDate: new Date() },
    categories: [
      {
        id: id * 10,
        restaurantId: id,
        name: 'Kategori',
        description: null,
        icon: null,
        displayOrder: 0,
        isActive: true,
        createdDate: new Date(),
      },
    ],
    products: Array.from({ length: products }, (_, i) => ({
      ...productDefaults(),
      id: id * 1000 + i,
      restaurantId: id,
      categoryId: id * 10,
      name: `Ürün ${i} — şiş, çöp şiş`,
      description: 'Uzun bir açıklama '.repeat(5),
      price: '100.00',
      displayOrder: i,
      rating: '4.5',
      createdDate: new Date(),
    })),
    variants: [],
    addons: [],
    hours: [],
    specialDays: [],
    translations: [],
  }) as unknown as MenuSource;
