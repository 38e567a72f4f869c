import { UserSchema } from '@menu/shared';
import { tokenWithRestaurant, wireUsers } from '../../../../testing/fixtures';
import { filterUsers, hasActiveFilters, NO_FILTERS, restaurantIdFromToken, userStats } from '../filter-users';

const users = wireUsers.map((u) => UserSchema.parse(u));
const names = (list: typeof users) => list.map((u) => u.username);

describe('user filters', () => {
  it('finds users by name, user name or email, ignoring case and Turkish letters', () => {
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'irem' }))).toEqual(['irem']);
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'ŞAHİN' }))).toEqual(['irem']);
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'isik' }))).toEqual(['ozan']);
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'ege.com' }))).toEqual(['ozan']);
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'ahmet demir' }))).toEqual(['ahmet']);
    expect(names(filterUsers(users, { ...NO_FILTERS, search: 'ISIK' }))).toEqual(['ozan']);
  });

  it('filters by restaurant, status, role and whether the user ever signed in', () => {
    expect(names(filterUsers(users, { ...NO_FILTERS, restaurantId: 1 }))).toEqual(['ahmet', 'irem']);
    expect(names(filterUsers(users, { ...NO_FILTERS, status: 'passive' }))).toEqual(['irem']);
    expect(names(filterUsers(users, { ...NO_FILTERS, status: 'active' }))).toEqual(['superadmin', 'ahmet', 'ozan']);
    expect(names(filterUsers(users, { ...NO_FILTERS, role: 'Admin' }))).toEqual(['ahmet', 'ozan']);
    expect(names(filterUsers(users, { ...NO_FILTERS, login: 'never' }))).toEqual(['irem', 'ozan']);
    expect(names(filterUsers(users, { ...NO_FILTERS, login: 'ever', restaurantId: 1 }))).toEqual(['ahmet']);
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, login: 'ever' })).toBe(true);
  });

  it('counts all, active, SuperAdmin and signed-in users', () => {
    expect(userStats(users)).toEqual({ total: 4, active: 3, superAdmins: 1, signedIn: 2 });
    expect(userStats([])).toEqual({ total: 0, active: 0, superAdmins: 0, signedIn: 0 });
  });

  it("reads the RestaurantId claim of the sign-in token, and nothing from a token that isn't one", () => {
    expect(restaurantIdFromToken(tokenWithRestaurant(2))).toBe(2);
    expect(restaurantIdFromToken('test-token')).toBeNull();
    expect(restaurantIdFromToken(null)).toBeNull();
    expect(restaurantIdFromToken('a.bm90IGpzb24.c')).toBeNull();
  });
});
