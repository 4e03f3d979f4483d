import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { NavLink } from '@/shared/ui/Link';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './Cabinet.module.css';

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
  return (
    <PageContainer py={{ base: 20, sm: 40 }}>
      <div className={classes.grid} data-testid="client-cabinet">
        <nav className={classes.nav} aria-label={t('account:cabinet.nav')} data-testid="cabinet-nav">
          {clientCabinetRoutes.map((name) => (
            <NavLink key={name} to={pathFor(name, locale)} className={classes.navLink} end>
              {t(`meta:${name}.title` as 'meta:dashboard.title')}
            </NavLink>
          ))}
          <Button
            variant="subtle"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={18} />}
            className={classes.logout}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logout(locale);
            }}
            data-testid="cabinet-logout"
          >
            {t('account:cabinet.logout')}
          </Button>
        </nav>
        <div className={classes.content}>{children}</div>
      </div>
    </PageContainer>
  );
}
