import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { openDemoRequest } from './roles';
import classes from './Shell.module.css';

/** Partner pages: about, feedback, tariffs, partner login and the demo request. */
export function PartnerNav({ className, vertical = false }: { className?: string; vertical?: boolean }) {
  const { t } = useTranslation('shell');
  const linkClass = vertical ? classes.menuLink : classes.navLink;
  const links = (
    <>
      <RouteLink to="about" className={linkClass}>
        {t('partners.about')}
      </RouteLink>
      <RouteLink to="contact" className={linkClass}>
        {t('partners.feedback')}
      </RouteLink>
      <RouteLink to="partners" hash="tariffs" className={linkClass}>
        {t('partners.tariffs')}
      </RouteLink>
      <RouteLink to="partners-login" className={linkClass}>
        {t('partners.partner_login')}
      </RouteLink>
      <Button radius="xl" onClick={openDemoRequest} data-testid="request-demo" mt={vertical ? 'md' : 0}>
        {t('partners.request_demo')}
      </Button>
    </>
  );
  if (vertical) return <div className={className}>{links}</div>;
  return (
    <Group className={`${classes.partnerNav} ${className ?? ''}`} wrap="nowrap">
      {links}
    </Group>
  );
}
