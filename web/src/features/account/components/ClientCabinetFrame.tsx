import type { ReactNode } from 'react';
import { CabinetFrame } from '@/shared/ui/CabinetFrame/CabinetFrame';
import { LogoutButton } from '@/shared/ui/LogoutButton';
import { useTranslation } from '@/shared/i18n';

/** The client cabinet's screens (children of /dashboard in routes.json). */
export const clientCabinetRoutes = [
  'dashboard-personal',
  'dashboard-history',
  'dashboard-bookmarks',
  'dashboard-replies',
  'dashboard-notifications',
  'dashboard-notification-preferences',
] as const;

/** Client cabinet: its navigation (side column on desktop, a scrolling strip on phones) and the screen. */
export function ClientCabinetFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['account', 'meta']);
  const links = clientCabinetRoutes.map((route) => ({ route, label: t(`meta:${route}.title` as 'meta:dashboard.title'), exact: true }));
  const logoutButton = <LogoutButton label={t('account:cabinet.logout')} radius="md" justify="flex-start" data-testid="cabinet-logout" />;
  return (
    <CabinetFrame links={links} label={t('account:cabinet.nav')} navEnd={logoutButton} data-testid="client-cabinet">
      {children}
    </CabinetFrame>
  );
}
