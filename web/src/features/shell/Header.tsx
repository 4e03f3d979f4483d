import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { DepartmentNav } from './DepartmentNav';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { PartnerNav } from './PartnerNav';
import { ProfileButton } from './ProfileButton';
import classes from './Shell.module.css';

// The full-screen menu (Drawer, focus trap, scroll lock) loads on first open.
const BurgerMenu = lazy(() => import('./BurgerMenu'));

/** Public header; partner pages get the partner navigation instead of departments. */
export function Header({ partner = false }: { partner?: boolean }) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
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
        <Group className={classes.desktopOnly}>
          <ProfileButton />
        </Group>
        <Burger
          opened={opened}
          onClick={toggle}
          className={classes.mobileOnly}
          aria-label={t('header.menu')}
          data-testid="burger-button"
          size="sm"
        />
      </PageContainer>
      {!partner && <DepartmentNav />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <BurgerMenu opened={opened} onClose={close} partner={partner} />
        </Suspense>
      )}
    </header>
  );
}
