// Wire records as the API sends them, for the tests of this package.
import { wireRestaurant } from '@menu/shared/testing';
export const lezzet = wireRestaurant({});
export const ege = wireRestaurant({ id: 2, name: 'Ege Sofrası' });

export const hour = (id: number, dayOfWeek: number, extra: Record<string, unknown> = {}) => ({
  id,
  hourId: id,
  restaurantId: 1,
  dayOfWeek,
  openTime: '09:00:00',
  closeTime: '22:00:00',
  isClosed: false,
  createdDate: '2026-01-05T10:00:00Z',
  ...extra,
});

export const specialDay = (id: number, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  specialDayId: id,
  restaurantId: 1,
  date,
  name: null,
  openTime: null,
  closeTime: null,
  isClosed: true,
  note: null,
  createdDate: '2026-01-05T10:00:00Z',
  ...extra,
});

/** A translation as the staff send it: the English name of product 8 unless overridden. */
export const newTranslation = (extra: Record<string, unknown> = {}) => ({
  restaurantId: 1,
  languageCode: 'en',
  tableName: 'Products',
  recordId: 8,
  fieldName: 'Name',
  translatedText: 'Adana Kebab',
  ...extra,
});

export const translation = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  translationId: id,
  ...newTranslation(),
  createdDate: '2026-01-05T10:00:00Z',
  ...extra,
});

export const productRecords = [
  {
    id: 8,
    restaurantId: 1,
    name: 'Adana Kebap',
    context: null,
    fields: { Name: 'Adana Kebap', Description: 'Acılı kıyma kebabı', Ingredients: 'Kuzu eti' },
  },
  {
    id: 9,
    restaurantId: 1,
    name: 'Urfa Kebap',
    context: null,
    fields: { Name: 'Urfa Kebap', Description: null, Ingredients: null },
  },
];
