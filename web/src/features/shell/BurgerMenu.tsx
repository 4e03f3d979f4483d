import { Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/shared/ui/RouteLink';
import { LanguageSelector } from './LanguageSelector';
import { PartnerNav } from './PartnerNav';
import { ProfileButton } from './ProfileButton';
import { publicLinks } from './publicLinks';
import classes from './Shell.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  partner?: boolean;
}

/** Full-screen mobile menu with the public links (logout and role switch come with accounts). */
export function BurgerMenu({ opened, onClose, partner = false }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="100%"
      position="right"
      title={<Text fw={700}>{t('header.menu')}</Text>}
      closeButtonProps={{ 'aria-label': t('header.close_menu') }}
      data-testid="burger-menu"
    >
      <Stack gap="lg" data-testid="burger-menu-content" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
        <ProfileButton fullWidth />
        {partner ? (
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
      </Stack>
    </Drawer>
  );
}

export default BurgerMenu;
