import { describe, expect, it } from 'vitest';
import { linksFor } from './links.ts';

describe('dashboard links by role', () => {
  const paths = (role: Parameters<typeof linksFor>[0]) => linksFor(role).map((link) => link.to);

  it('offers Activity and Archive to a super admin only', () => {
    expect(paths('superAdmin')).toContain('/dashboard/activity');
    expect(paths('superAdmin')).toContain('/dashboard/archive');
    for (const role of ['admin', 'user', null] as const) {
      expect(paths(role)).not.toContain('/dashboard/activity');
      expect(paths(role)).not.toContain('/dashboard/archive');
    }
  });

  it('offers Settings to every admin (read-only unless super admin)', () => {
    expect(paths('admin')).toContain('/dashboard/settings');
    expect(paths('superAdmin')).toContain('/dashboard/settings');
  });
});
