import { Anchor, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import { StaticPage } from './components/StaticPage';
import classes from './components/Static.module.css';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={classes.card}>
      <Text c="plum.8" mb={8}>
        {icon}
      </Text>
      <Title order={2} fz="lg" mb={6}>
        {title}
      </Title>
      {children}
    </div>
  );
}

export function ContactPage() {
  const { t } = useTranslation(['pages', 'static']);
  const site = useLibs().data?.site;
  return (
    <StaticPage title={t('contact.title')} lead={t('contact.lead')} testId="contact-page">
      <div className={classes.cards}>
        <Card icon={<IconMail />} title={t('static:contact.email')}>
          {site?.support_email && (
            <Anchor href={`mailto:${site.support_email}`} data-testid="support-email">
              {site.support_email}
            </Anchor>
          )}
        </Card>
        <Card icon={<IconPhone />} title={t('static:contact.phone')}>
          {site?.support_phone && (
            <Anchor href={`tel:${site.support_phone.replace(/\s+/g, '')}`} data-testid="support-phone">
              {site.support_phone}
            </Anchor>
          )}
        </Card>
        <Card icon={<IconMapPin />} title={t('contact.address_title')}>
          <Text className={classes.multiline}>{t('contact.address')}</Text>
        </Card>
        <Card icon={<IconClock />} title={t('contact.hours_title')}>
          <Text className={classes.multiline}>{t('contact.hours')}</Text>
        </Card>
      </div>
    </StaticPage>
  );
}
