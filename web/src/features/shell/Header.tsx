import { Group } from '@mantine/core';
import { Suspense } from 'react';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazyPart';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { DepartmentNav } from './DepartmentNav';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MenuButton } from './MenuButton';
import { PartnerNav } from './PartnerNav';
import { ProfileButton } from './ProfileButton';
import classes from './Shell.module.css';

const AccountControls = lazyPart(() => import('./AccountControls'));

/** Public header; partner pages get the partner navigation instead of departments. */
export function Header({ partner = false }: { partner?: boolean }) {
  const { t } = useTranslation('shell');
  const { isGuest } = useAuth();
  return (
    <header className={classes.header} data-testid="header">
      <PageContainer className={classes.headerRow}>
        <Logo />
        <div className={classes.spacer} />
        {partner ? (
          <PartnerNav className={classes.desktopOnly} />
        ) : (
          <RouteLink to="partners" className={`${classes.navLink} ${classes.desktopOnly}`} data-testid="for-business">
            {t('header.for_business')}
          </RouteLink>
        )}
        <Group gap="sm" className={classes.tabletUp} wrap="nowrap">
          <LanguageSelector />
        </Group>
        {!isGuest && (
          <Suspense fallback={null}>
            <AccountControls />
          </Suspense>
        )}
        <Group className={classes.desktopOnly}>
          <ProfileButton />
        </Group>
        {/* Signed-in users reach the role switch and logout from the menu on every width. */}
        <MenuButton partner={partner} className={isGuest ? classes.mobileOnly : undefined} />
      </PageContainer>
      {!partner && <DepartmentNav />}
    </header>
  );
}
