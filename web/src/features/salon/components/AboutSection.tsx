import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBus, IconMail, IconMap, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { SalonDetails } from '../api/types';
import { SocialLinks } from './SocialLinks';
import classes from './Salon.module.css';
import { Section } from './Section';

/** OpenStreetMap page centred on the salon (no map library on this page). */
export function osmLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.lineIcon} aria-hidden>
        {icon}
      </span>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** About text, how to get there, contacts, links and a map link. */
export function AboutSection({ salon }: { salon: SalonDetails }) {
  const { t } = useTranslation('salon');
  const place = [salon.address, salon.neighbourhood, salon.district, salon.city].filter(Boolean).join(', ');
  return (
    <Section id="about" title={t('tabs.about')}>
      <div className={classes.aboutGrid}>
        <Stack gap="md">
          {salon.about ? (
            <Text className={classes.prose} data-testid="salon-about">
              {salon.about}
            </Text>
          ) : (
            <Text c="dimmed">{t('about.empty')}</Text>
          )}
          {salon.transport && (
            <Line icon={<IconBus size={18} />} label={t('about.transport')}>
              <Text className={classes.prose} data-testid="salon-transport">
                {salon.transport}
              </Text>
            </Line>
          )}
        </Stack>
        <Stack gap="md" className={classes.card}>
          <Line icon={<IconMap size={18} />} label={t('about.address')}>
            <Text size="sm">{place}</Text>
            {salon.lat != null && salon.lng != null && (
              <Anchor href={osmLink(salon.lat, salon.lng)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="salon-map-link">
                {t('about.map')}
              </Anchor>
            )}
          </Line>
          <Line icon={<IconPhone size={18} />} label={t('about.phone')}>
            <Anchor href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`} size="sm" data-testid="salon-phone">
              {salon.phone}
            </Anchor>
          </Line>
          {salon.email && (
            <Line icon={<IconMail size={18} />} label={t('about.email')}>
              <Anchor href={`mailto:${salon.email}`} size="sm" data-testid="salon-email">
                {salon.email}
              </Anchor>
            </Line>
          )}
          <SocialLinks social={salon.social} customLink={salon.custom_link} />
        </Stack>
      </div>
    </Section>
  );
}
