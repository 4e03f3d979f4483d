import { Group } from '@mantine/core';
import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';

/** Footer of the cabinets. */
export function ShortFooter() {
  const { t } = useTranslation(['shell', 'common']);
  const { data } = useLibs();
  return (
    <footer className={classes.shortFooter} data-testid="footer" data-variant="short">
      <PageContainer>
        <Group justify="space-between" gap="sm">
          <span>{t('footer.rights', { year: new Date().getFullYear(), name: data?.site.name || t('common:brand') })}</span>
          <Group gap="md">
            <RouteLink to="faq">{t('nav.faq')}</RouteLink>
            <RouteLink to="contact">{t('nav.contact')}</RouteLink>
            <RouteLink to="terms">{t('nav.terms')}</RouteLink>
            <RouteLink to="privacy">{t('nav.privacy')}</RouteLink>
          </Group>
        </Group>
      </PageContainer>
    </footer>
  );
}
