import { describe, expect, it } from 'vitest';
import { hasRoute } from '@/shared/routes';
import { bottomBarItems, profileRoute } from './roles';

describe('bottom bar items', () => {
  it('guest: home, search, profile (login)', () => {
    expect(bottomBarItems('guest').map((i) => i.key)).toEqual(['home', 'search', 'profile']);
    expect(bottomBarItems('guest').at(-1)).toMatchObject({ action: 'login' });
  });

  it('differs for salon admins and admins', () => {
    expect(bottomBarItems('salon_admin').map((i) => i.route)).toContain('admin-salon-schedule');
    expect(bottomBarItems('admin').map((i) => i.route)).toContain('admin-services-catalog');
    expect(bottomBarItems('client').map((i) => i.route)).toContain('dashboard-history');
  });

  it('only links to routes that exist', () => {
    for (const role of ['guest', 'client', 'salon_admin', 'salon_master', 'admin'] as const) {
      for (const item of bottomBarItems(role)) if (item.route) expect(hasRoute(item.route)).toBe(true);
    }
    for (const route of Object.values(profileRoute)) expect(hasRoute(route)).toBe(true);
  });
});
