import { describe, expect, it } from 'vitest';
import { linksFor } from './links.ts';

describe('dashboard links by role', () => {
  const paths = (role: Parameters<typeof linksFor>[0]) => linksFor(role).map((link) => link.to);

  it("offers Activity to every admin (the server answers with their own units' events)", () => {
    expect(paths('superAdmin')).toContain('/dashboard/activity');
    expect(paths('admin')).toContain('/dashboard/activity');
    expect(
      linksFor('admin', { unitAdmin: false, federation: false }).map((link) => link.to),
    ).toContain('/dashboard/activity');
  });

  it("offers the Archive to every admin (their units' donors and requests)", () => {
    expect(paths('superAdmin')).toContain('/dashboard/archive');
    expect(paths('admin')).toContain('/dashboard/archive');
  });

  it('offers Settings to every admin (read-only unless super admin)', () => {
    expect(paths('admin')).toContain('/dashboard/settings');
    expect(paths('superAdmin')).toContain('/dashboard/settings');
  });

  it('offers Units to a super admin always, to an admin only as a unit admin of a federation', () => {
    const units = (role: Parameters<typeof linksFor>[0], view?: Parameters<typeof linksFor>[1]) =>
      linksFor(role, view).some((link) => link.to === '/dashboard/units');
    // A super admin of a single community still sees it: they make the second unit there.
    expect(units('superAdmin')).toBe(true);
    expect(units('superAdmin', { unitAdmin: false, federation: false })).toBe(true);
    expect(units('admin', { unitAdmin: true, federation: true })).toBe(true);
    // A single community's admins see no change; a volunteer or an admin of no unit, no link.
    expect(units('admin', { unitAdmin: true, federation: false })).toBe(false);
    expect(units('admin', { unitAdmin: false, federation: true })).toBe(false);
    expect(units('admin')).toBe(false);
    expect(units('user', { unitAdmin: true, federation: true })).toBe(false);
    expect(units(null)).toBe(false);
  });
});
