import { describe, expect, it } from 'vitest';
import { hasRoute } from '@/shared/routes';
import { menuLinks, notificationsRoute } from './menuLinks';
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

describe('burger menu links', () => {
  it('per role, feedback only with contact_salon', () => {
    expect(menuLinks('salon_master').map((l) => l.key)).toEqual(['personal', 'schedule', 'notifications', 'appointments']);
    expect(menuLinks('salon_admin').map((l) => l.key)).not.toContain('feedback');
    expect(menuLinks('salon_admin', ['contact_salon']).map((l) => l.key)).toContain('feedback');
    expect(menuLinks('admin', ['contact_salon'])).toHaveLength(10);
    expect(menuLinks('client')).toEqual([]);
    expect(menuLinks('guest')).toEqual([]);
  });

  it('only link to routes that exist', () => {
    for (const role of ['salon_master', 'salon_admin', 'admin'] as const) {
      for (const link of menuLinks(role, ['contact_salon'])) expect(hasRoute(link.route)).toBe(true);
    }
    for (const route of Object.values(notificationsRoute)) expect(hasRoute(route)).toBe(true);
  });
});
