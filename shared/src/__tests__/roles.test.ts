import {
  canAccessRestaurant,
  canWriteTranslationsOf,
  hasPermission,
  roleFromWire,
  roleToWire,
  type Role,
} from '../roles';

describe('roles on the wire', () => {
  it.each([
    [1, 'Admin'],
    [2, 'Manager'],
    [3, 'SuperAdmin'],
    [0, 'User'],
    [7, 'User'],
    ['3', 'SuperAdmin'],
    ['superadmin', 'SuperAdmin'],
    ['Admin', 'Admin'],
    [null, 'User'],
  ])('%p is %s', (wire, role) => {
    expect(roleFromWire(wire)).toBe(role);
  });

  it('sends roles as numbers', () => {
    expect(roleToWire('Admin')).toBe(1);
    expect(roleToWire('Manager')).toBe(2);
    expect(roleToWire('SuperAdmin')).toBe(3);
  });
});

describe('permissions of docs/roles-and-permissions.md', () => {
  const table: Array<[string, Role[]]> = [
    ['manage_all_restaurants', ['SuperAdmin']],
    ['manage_own_restaurant', ['SuperAdmin', 'Admin']],
    ['view_reports', ['SuperAdmin', 'Admin']],
    ['manage_users', ['SuperAdmin', 'Admin']],
    ['manage_products', ['SuperAdmin', 'Admin', 'Manager']],
    ['delete_everything', []],
  ];
  it.each(table)('%s is granted to exactly %p', (permission, roles) => {
    for (const role of ['SuperAdmin', 'Admin', 'Manager', 'User'] as Role[]) {
      expect(hasPermission({ role }, permission)).toBe(roles.includes(role));
    }
  });

  it('denies a missing user', () => {
    expect(hasPermission(null, 'manage_products')).toBe(false);
  });

  it('lets a SuperAdmin into every restaurant and others only into their own', () => {
    expect(canAccessRestaurant({ role: 'SuperAdmin', restaurantId: null }, 5)).toBe(true);
    expect(canAccessRestaurant({ role: 'Admin', restaurantId: 5 }, 5)).toBe(true);
    expect(canAccessRestaurant({ role: 'Admin', restaurantId: 5 }, 6)).toBe(false);
    expect(canAccessRestaurant({ role: 'Manager', restaurantId: null }, 6)).toBe(false);
  });

  it("lets only those who manage the restaurant translate the restaurant's own record; a Manager translates the menu", () => {
    expect(canWriteTranslationsOf({ role: 'Manager' }, 'Restaurants')).toBe(false);
    expect(canWriteTranslationsOf({ role: 'Manager' }, 'Products')).toBe(true);
    expect(canWriteTranslationsOf({ role: 'Manager' }, 'ProductAddons')).toBe(true);
    expect(canWriteTranslationsOf({ role: 'Admin' }, 'Restaurants')).toBe(true);
    expect(canWriteTranslationsOf({ role: 'SuperAdmin' }, 'Restaurants')).toBe(true);
    expect(canWriteTranslationsOf({ role: 'User' }, 'Products')).toBe(false);
    expect(canWriteTranslationsOf(null, 'Products')).toBe(false);
  });
});
