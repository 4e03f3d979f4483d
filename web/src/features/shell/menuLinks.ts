import type { Role } from '@/shared/auth';

/** Where the notifications button leads per role (spec §6). */
export const notificationsRoute: Record<Exclude<Role, 'guest'>, string> = {
  client: 'dashboard-notifications',
  admin: 'admin-notifications',
  salon_admin: 'admin-salon-notifications',
  salon_master: 'master-notifications',
};

export type MenuLinkKey =
  | 'personal'
  | 'schedule'
  | 'notifications'
  | 'appointments'
  | 'overview'
  | 'clients'
  | 'salon'
  | 'reviews'
  | 'masters'
  | 'services'
  | 'finances'
  | 'salaries'
  | 'loyalty'
  | 'payment'
  | 'settings'
  | 'feedback'
  | 'analytics'
  | 'services_catalog'
  | 'moderation'
  | 'reports'
  | 'portfolio'
  | 'users'
  | 'salons'
  | 'notification_preferences';

export interface MenuLink {
  key: MenuLinkKey;
  route: string;
}

/** Feedback (chat with the moderator) needs this permission for admins and salon admins (spec §6). */
export const FEEDBACK_PERMISSION = 'contact_salon';

/**
 * Cabinet links of the burger menu per role (spec §6); guests and clients get the public links
 * instead (empty list).
 */
export function menuLinks(role: Role, permissions: readonly string[] = []): MenuLink[] {
  const feedback = permissions.includes(FEEDBACK_PERMISSION);
  const links: (MenuLink | false)[] = (() => {
    switch (role) {
      case 'salon_master':
        return [
          { key: 'personal', route: 'master-personal' },
          { key: 'schedule', route: 'master-schedule' },
          { key: 'notifications', route: 'master-notifications' },
          { key: 'appointments', route: 'master-appointments' },
        ];
      case 'salon_admin':
        return [
          { key: 'overview', route: 'admin-salon-overview' },
          { key: 'schedule', route: 'admin-salon-schedule' },
          { key: 'appointments', route: 'admin-salon-appointments' },
          { key: 'clients', route: 'admin-salon-clients' },
          { key: 'salon', route: 'admin-salon-salon' },
          { key: 'reviews', route: 'admin-salon-replies' },
          { key: 'masters', route: 'admin-salon-masters' },
          { key: 'services', route: 'admin-salon-services' },
          { key: 'finances', route: 'admin-salon-finances' },
          { key: 'salaries', route: 'admin-salon-salaries' },
          { key: 'loyalty', route: 'admin-salon-loyalty' },
          { key: 'payment', route: 'admin-salon-payment' },
          { key: 'settings', route: 'admin-salon-settings' },
          feedback && { key: 'feedback', route: 'admin-salon-feedback' },
          { key: 'notifications', route: 'admin-salon-notifications' },
        ];
      case 'admin':
        return [
          { key: 'analytics', route: 'admin-analytics' },
          { key: 'services_catalog', route: 'admin-services-catalog' },
          { key: 'moderation', route: 'admin-services' },
          { key: 'notifications', route: 'admin-notifications' },
          { key: 'reports', route: 'admin-reports' },
          { key: 'portfolio', route: 'admin-portfolio' },
          { key: 'users', route: 'admin-users' },
          { key: 'salons', route: 'admin-salons' },
          feedback && { key: 'feedback', route: 'admin-feedback' },
          { key: 'notification_preferences', route: 'admin-notification-preferences' },
        ];
      default:
        return [];
    }
  })();
  return links.filter((l): l is MenuLink => !!l);
}
