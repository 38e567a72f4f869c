// Who may edit whom: the rules the API enforces and the users screen shows, from one module.
import { assignBreach, deleteBreach, manageBreach, selfUpdateBreach, userRowPermissions } from '../user-rules';

const superAdmin = { id: 1, role: 'SuperAdmin' as const };
const admin = { id: 2, role: 'Admin' as const };
const manager = { id: 3, role: 'Manager' as const };

describe('user rules', () => {
  it('lets only a SuperAdmin manage a SuperAdmin or give the role', () => {
    expect(manageBreach(admin, superAdmin)).toBe('superAdminOnlyEdit');
    expect(manageBreach(superAdmin, { id: 9, role: 'SuperAdmin' })).toBeNull();
    expect(manageBreach(admin, manager)).toBeNull();
    expect(assignBreach(admin, 'SuperAdmin')).toBe('superAdminOnlyAssign');
    expect(assignBreach(superAdmin, 'SuperAdmin')).toBeNull();
  });

  it('refuses deactivating, demoting or deleting oneself, and nothing of the kind on others', () => {
    expect(selfUpdateBreach(admin, admin, { isActive: false, role: 'Admin' })).toBe('selfDeactivate');
    expect(selfUpdateBreach(admin, admin, { isActive: true, role: 'Manager' })).toBe('selfRole');
    expect(selfUpdateBreach(admin, admin, { isActive: true, role: 'Admin' })).toBeNull();
    expect(selfUpdateBreach(admin, manager, { isActive: false, role: 'Admin' })).toBeNull();
    expect(deleteBreach(admin, admin)).toBe('selfDelete');
    expect(deleteBreach(admin, manager)).toBeNull();
  });

  it("locks a row's controls by the same rules", () => {
    expect(userRowPermissions(admin, superAdmin)).toEqual({
      edit: false,
      toggleOrDelete: false,
      lockedReason: 'superAdmin',
    });
    expect(userRowPermissions(admin, admin)).toEqual({ edit: true, toggleOrDelete: false, lockedReason: 'self' });
    expect(userRowPermissions(admin, manager)).toEqual({ edit: true, toggleOrDelete: true, lockedReason: null });
    expect(userRowPermissions(null, manager)).toEqual({ edit: false, toggleOrDelete: false, lockedReason: null });
  });
});
