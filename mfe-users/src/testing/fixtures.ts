// Wire records as the API sends them, for the tests of this package.
import { makeUser, wireRestaurant } from '@menu/shared/testing';
export const lezzet = wireRestaurant({});
export const ege = wireRestaurant({ id: 2, name: 'Ege Sofrası', createdDate: '2026-01-06T10:00:00Z' });

/** The first restaurant's Admin, signed in. */
export const adminA = makeUser({
  id: 2,
  userId: 2,
  role: 'Admin',
  restaurantId: 1,
  username: 'ahmet',
  firstName: 'Ahmet',
  lastName: 'Demir',
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 60_000).toISOString();

/** Users as GET /api/users answers: role numbers, no password hash. */
export const wireUsers = [
  {
    id: 1,
    userId: 1,
    restaurantId: null,
    username: 'superadmin',
    email: 'super@example.com',
    firstName: 'Selin',
    lastName: 'Kara',
    role: 3,
    isActive: true,
    lastLoginDate: daysAgo(0),
    createdDate: daysAgo(400),
  },
  {
    id: 2,
    userId: 2,
    restaurantId: 1,
    username: 'ahmet',
    email: 'ahmet@lezzet.com',
    firstName: 'Ahmet',
    lastName: 'Demir',
    role: 1,
    isActive: true,
    lastLoginDate: daysAgo(1),
    createdDate: daysAgo(3),
  },
  {
    id: 3,
    userId: 3,
    restaurantId: 1,
    username: 'irem',
    email: 'irem@lezzet.com',
    firstName: 'İrem',
    lastName: 'Şahin',
    role: 2,
    isActive: false,
    lastLoginDate: null,
    createdDate: daysAgo(20),
  },
  {
    id: 4,
    userId: 4,
    restaurantId: 2,
    username: 'ozan',
    email: 'ozan@ege.com',
    firstName: 'Ozan',
    lastName: 'Işık',
    role: 1,
    isActive: true,
    lastLoginDate: null,
    createdDate: daysAgo(0),
  },
];

/** A token whose payload carries the RestaurantId claim (the signature is not checked by the client). */
export function tokenWithRestaurant(restaurantId: number): string {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role: 'SuperAdmin', RestaurantId: restaurantId })}.c2ln`;
}
