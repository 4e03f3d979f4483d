import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CabinetFrame } from '@/features/cabinet-nav/CabinetFrame';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';
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
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const links = clientCabinetRoutes.map((route) => ({ route, label: t(`meta:${route}.title` as 'meta:dashboard.title'), exact: true }));
  const logoutButton = (
    <Button
      variant="subtle"
      color="red"
      justify="flex-start"
      leftSection={<IconLogout size={18} />}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void logout(locale);
      }}
      data-testid="cabinet-logout"
    >
      {t('account:cabinet.logout')}
    </Button>
  );
  return (
    <CabinetFrame links={links} label={t('account:cabinet.nav')} navEnd={logoutButton} data-testid="client-cabinet">
      {children}
    </CabinetFrame>
  );
}
