import type { Role } from '@/shared/auth';

/** Where the profile button leads for a signed-in role (spec §6); guests open the login popup. */
export const profileRoute: Record<Exclude<Role, 'guest'>, string> = {
  client: 'dashboard-personal',
  admin: 'admin-services-catalog',
  salon_admin: 'admin-salon-salon',
  salon_master: 'master-personal',
};

export type BottomIcon = 'home' | 'search' | 'profile' | 'bookmarks' | 'history' | 'overview' | 'schedule' | 'appointments' | 'services' | 'salons' | 'users';

export interface BottomBarItem {
  key: BottomIcon;
  /** Named route to link to; absent for the guest profile item, which opens the login popup. */
  route?: string;
  /** Query of the link (e.g. places sorted by rating). */
  query?: Record<string, string>;
  action?: 'login';
}

/** Bottom bar items per role: salon admins and admins get their panels, others the public set. */
export function bottomBarItems(role: Role): BottomBarItem[] {
  switch (role) {
    case 'salon_admin':
      return [
        { key: 'overview', route: 'admin-salon-overview' },
        { key: 'schedule', route: 'admin-salon-schedule' },
        { key: 'appointments', route: 'admin-salon-appointments' },
        { key: 'profile', route: profileRoute.salon_admin },
      ];
    case 'admin':
      return [
        { key: 'services', route: 'admin-services-catalog' },
        { key: 'salons', route: 'admin-salons' },
        { key: 'users', route: 'admin-users' },
        { key: 'profile', route: profileRoute.admin },
      ];
    case 'salon_master':
      return [
        { key: 'home', route: 'home' },
        { key: 'schedule', route: 'master-schedule' },
        { key: 'appointments', route: 'master-appointments' },
        { key: 'profile', route: profileRoute.salon_master },
      ];
    case 'client':
      return [
        { key: 'home', route: 'home' },
        { key: 'search', route: 'places', query: { sort_by: 'rating' } },
        { key: 'history', route: 'dashboard-history' },
        { key: 'profile', route: profileRoute.client },
      ];
    case 'guest':
      return [
        { key: 'home', route: 'home' },
        { key: 'search', route: 'places', query: { sort_by: 'rating' } },
        { key: 'profile', action: 'login' },
      ];
  }
}

// The demo-request event lives in shared/auth: the popup (features/auth) and the landing open it too.
export { OPEN_DEMO_REQUEST_EVENT, openDemoRequest } from '@/shared/auth';

