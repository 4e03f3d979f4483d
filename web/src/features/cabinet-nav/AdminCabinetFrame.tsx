import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { CabinetFrame } from '@/shared/ui/CabinetFrame/CabinetFrame';

/**
 * The platform admin's sections (children of /admin in routes.json) and their label keys. Analytics,
 * reports, blog and feedback join when their issues build them (business numbers, content, chat).
 */
export const adminCabinetLinks = [
  ['admin-services-catalog', 'services_catalog'],
  ['admin-services', 'moderation'],
  ['admin-replies', 'replies'],
  ['admin-salons', 'salons'],
  ['admin-sales', 'sales'],
  ['admin-users', 'users'],
  ['admin-portfolio', 'portfolio'],
  ['admin-agreement', 'agreements'],
  ['admin-blog', 'blog'],
  ['admin-info-pages', 'info_pages'],
  ['admin-newsletter', 'newsletter'],
  ['admin-notifications', 'notifications'],
  ['admin-notification-preferences', 'notification_preferences'],
] as const;

/** /admin: the platform admin's navigation around every screen. */
export function AdminCabinetFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cabinet');
  const links = adminCabinetLinks.map(([route, key]) => ({ route, label: t(`nav.admin.${key}`) }));
  return (
    <CabinetFrame links={links} label={t('nav.admin_menu')} data-testid="admin-cabinet">
      {children}
    </CabinetFrame>
  );
}
