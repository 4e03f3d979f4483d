import { Group, Stack, Text } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { ProfileButton } from './ProfileButton';
import { publicLinks, type PublicLinkKey } from './publicLinks';
import classes from './Shell.module.css';

const columns: { title: 'discover' | 'company' | 'legal'; keys: PublicLinkKey[] }[] = [
  { title: 'discover', keys: ['home', 'places', 'blog'] },
  { title: 'company', keys: ['about', 'contact', 'faq', 'partners'] },
  { title: 'legal', keys: ['terms', 'privacy'] },
];
const socialIcons = { instagram: IconBrandInstagram, facebook: IconBrandFacebook, x: IconBrandX, youtube: IconBrandYoutube };

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const { data } = useLibs();
  const site = data?.site;
  const routeOf = (key: PublicLinkKey) => publicLinks.find((l) => l.key === key)?.route ?? 'home';
  return (
    <footer className={classes.footer} data-testid="footer">
      <PageContainer>
        <div className={classes.footerGrid}>
          <Stack gap="sm">
            <Logo />
            <Text size="sm" maw={300}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {columns.map((col) => (
            <nav key={col.title} aria-label={t(`footer.${col.title}`)}>
              <div className={classes.footerTitle}>{t(`footer.${col.title}`)}</div>
              <ul className={classes.footerList}>
                {col.keys.map((key) => (
                  <li key={key}>
                    <RouteLink to={routeOf(key)}>{t(`nav.${key}`)}</RouteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <Stack gap="sm">
            <div className={classes.footerTitle}>{t('footer.apps')}</div>
            <Group gap="xs">
              <a className={classes.storeButton} href={site?.app_store_url || '#'} target="_blank" rel="noopener" data-testid="app-store">
                <IconBrandApple size={18} /> {t('footer.app_store')}
              </a>
              <a className={classes.storeButton} href={site?.google_play_url || '#'} target="_blank" rel="noopener" data-testid="google-play">
                <IconBrandGooglePlay size={18} /> {t('footer.google_play')}
              </a>
            </Group>
            <div className={classes.footerTitle}>{t('footer.follow')}</div>
            <Group gap="xs">
              {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((key) => {
                const Icon = socialIcons[key];
                const href = site?.social[key];
                if (!href) return null;
                return (
                  <a key={key} className={classes.social} href={href} target="_blank" rel="noopener" aria-label={t(`social.${key}`)}>
                    <Icon size={18} />
                  </a>
                );
              })}
            </Group>
          </Stack>
        </div>
        <div className={classes.footerBottom}>
          <span>{t('footer.rights', { year: new Date().getFullYear(), name: site?.name || t('common:brand') })}</span>
          <Group gap="sm">
            <LanguageSelector />
            <ProfileButton variant="white" />
          </Group>
        </div>
      </PageContainer>
    </footer>
  );
}
