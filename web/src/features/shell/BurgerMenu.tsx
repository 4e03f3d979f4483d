import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { LogoutButton } from '@/shared/ui/LogoutButton';
import { RouteLink } from '@/shared/ui/RouteLink';
import { LanguageSelector } from './LanguageSelector';
import { LeaveImpersonationButton } from './LeaveImpersonationButton';
import { PartnerNav } from './PartnerNav';
import { ProfileButton } from './ProfileButton';
import { publicLinks } from './publicLinks';
import { RoleSwitcher } from './RoleSwitcher';
import { menuLinks } from './menuLinks';
import classes from './Shell.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  partner?: boolean;
}

/** Menu: full screen on phones. Cabinet links per role, public links, role switch and logout. */
export function BurgerMenu({ opened, onClose, partner = false }: Props) {
  const { t } = useTranslation('shell');
  const { role, account } = useAuth();
  const wide = useMediaQuery('(min-width: 40em)');
  const cabinet = menuLinks(role, account?.permissions.map((p) => p.name));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={wide ? 420 : '100%'}
      position="right"
      title={<Text fw={700}>{t('header.menu')}</Text>}
      closeButtonProps={{ 'aria-label': t('header.close_menu') }}
      data-testid="burger-menu"
    >
      <Stack gap="lg" data-testid="burger-menu-content" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
        <ProfileButton fullWidth />
        <LeaveImpersonationButton fullWidth />
        <RoleSwitcher onSwitched={onClose} />
        {cabinet.length > 0 ? (
          <ul className={classes.menuLinks} data-testid="cabinet-links">
            {cabinet.map((link) => (
              <li key={link.key}>
                <RouteLink to={link.route} className={classes.menuLink}>
                  {t(`menu.${link.key}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        ) : partner ? (
          <PartnerNav vertical />
        ) : (
          <ul className={classes.menuLinks}>
            {publicLinks.map((link) => (
              <li key={link.key}>
                <RouteLink to={link.route} className={classes.menuLink}>
                  {t(`nav.${link.key}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
        <LanguageSelector size="lg" />
        {account && (
          <>
            <Divider />
            <LogoutButton label={t('menu.logout')} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

export default BurgerMenu;
