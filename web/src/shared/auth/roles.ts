import type { Area } from '@/shared/routes';

/** Role the UI is shaped for; salon managers see the salon admin's shell. */
export type Role = 'guest' | 'client' | 'salon_admin' | 'salon_master' | 'admin';

/** Server role name → UI role. */
export function uiRole(role: string | null | undefined): Role {
  switch (role) {
    case 'client':
    case 'salon_admin':
    case 'salon_master':
    case 'admin':
      return role;
    case 'salon_manager':
      return 'salon_admin';
    default:
      return 'guest';
  }
}

/** Roles that may open each cabinet area (spec §6 guards). */
const areaRoles: Record<Exclude<Area, 'public'>, string[]> = {
  client: ['client'],
  master: ['salon_master'],
  salon: ['salon_admin', 'salon_manager'],
  admin: ['admin'],
};

/** Whether an account holding `roles` may open a screen of `area`; public areas are open to all. */
export function canAccessArea(area: Area, roles: readonly string[] | null | undefined): boolean {
  if (area === 'public') return true;
  return !!roles && areaRoles[area].some((r) => roles.includes(r));
}
