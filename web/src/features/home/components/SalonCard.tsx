import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { BestSalon } from '../api/useBestSalons';
import classes from './Home.module.css';

export function SalonCard({ salon }: { salon: BestSalon }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = [salon.district, salon.city].filter(Boolean).join(', ');
  return (
    <RouteLink to="salon" params={{ slug: salon.slug }} className={classes.salonCard} data-testid="salon-card">
      <img className={classes.cover} src={salon.cover_url ?? undefined} alt="" loading="lazy" width={400} height={300} />
      <div className={classes.salonBody}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} lineClamp={1}>
            {salon.name}
          </Text>
          {salon.rating != null && (
            <span className={classes.rating}>
              <IconStarFilled size={14} color="#f5a524" />
              {salon.rating.toFixed(1)}
            </span>
          )}
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={14} />
          <Text size="sm" lineClamp={1}>
            {place}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {salon.reviews_count > 0 ? t('reviews', { count: salon.reviews_count }) : t('no_reviews')}
        </Text>
        <Group justify="space-between" mt={6} gap="xs">
          {salon.departments[0] ? (
            <Badge variant="light" radius="sm" size="sm">
              {salon.departments[0]}
            </Badge>
          ) : (
            <span />
          )}
          {salon.price_from != null && (
            <Text size="sm" fw={700} c="plum.8" data-testid="price-from">
              {t('price_from', { price: formatMoney(salon.price_from, locale) })}
            </Text>
          )}
        </Group>
      </div>
    </RouteLink>
  );
}
