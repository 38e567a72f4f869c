// Wire records as the API sends them, for the tests of this package.
import { wireRestaurant } from '@menu/shared/testing';
import { productDefaults } from '@menu/shared/testing/menu';
export const lezzet = wireRestaurant({});
export const ege = wireRestaurant({ id: 2, name: 'Ege Sofrası' });

export function category(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    categoryId: id,
    restaurantId: 1,
    name: `Kategori ${id}`,
    description: null,
    displayOrder: 0,
    icon: null,
    isActive: true,
    createdDate: '2026-01-05T10:00:00Z',
    ...extra,
  };
}

/** A product of restaurant 1's category 10 with the product's plain defaults. */
export function product(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    productId: id,
    restaurantId: 1,
    categoryId: 10,
    name: `Ürün ${id}`,
    price: 100,
    ...productDefaults(),
    displayOrder: 0,
    createdDate: '2026-01-05T10:00:00Z',
    ...extra,
  };
}

export function variant(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    variantId: id,
    productId: 100,
    name: `Varyant ${id}`,
    description: null,
    priceModifier: 0,
    isDefault: false,
    displayOrder: 0,
    isActive: true,
    createdDate: '2026-01-05T10:00:00Z',
    ...extra,
  };
}

export function addon(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    addonId: id,
    restaurantId: 1,
    name: `Eklenti ${id}`,
    description: null,
    price: 0,
    isActive: true,
    createdDate: '2026-01-05T10:00:00Z',
    ...extra,
  };
}

import { RestaurantSchema, type Restaurant } from '@menu/shared';
import { makeUser, signIn } from '@menu/shared/testing';

/** The session's restaurants as the store holds them. */
export function sessionRestaurants(...records: Array<typeof lezzet>): Restaurant[] {
  return records.map((r) => RestaurantSchema.parse(r));
}

/** Signs in an Admin of Lezzet Durağı (restaurant 1), the catalogue's usual user in these tests. */
export const signInAdmin = () =>
  signIn(makeUser({ id: 5, role: 'Admin', restaurantId: 1 }), sessionRestaurants(lezzet));

/** Pastes the whole value at once: typing key by key into a large antd form is slow on a busy machine. */
export async function fill(
  user: { click(e: Element): Promise<void>; paste(v: string): Promise<void> },
  el: HTMLElement,
  value: string,
) {
  await user.click(el);
  await user.paste(value);
}
