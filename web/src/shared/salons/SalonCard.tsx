import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import { fileSrcSet } from '@/shared/lib/imageSrcSet';
import { RouteLink } from '@/shared/ui/RouteLink';
import { FavoriteButton } from './FavoriteButton';
import classes from './SalonCard.module.css';
import type { SalonCardData } from './types';

export interface SalonCardProps {
  salon: SalonCardData;
  /** Highlighted (its map marker is hovered or selected). */
  active?: boolean;
  /** Pointer or focus enters (id) or leaves (null) the card: the list highlights its marker. */
  onActivate?: (id: number | null) => void;
  /** The name's heading level: 2 right under a page's h1 (places, bookmarks), 3 inside a titled section. */
  headingOrder?: 2 | 3;
  /** The place `distance_km` is measured from (a searched district's centre), when not the visitor. */
  distanceFrom?: string;
  /** The list's first card: its cover is likely the page's largest paint (LCP), so it loads at
   * once and ahead of the scripts instead of lazily. */
  priority?: boolean;
}

/** The cover's rendered width: one column on phones, two from 40em, at most ~400px in wider grids. */
const COVER_SIZES = '(min-width: 75em) 400px, (min-width: 40em) 50vw, 100vw';

/** A salon in a list: cover, name, rating, place, first department, lowest price (or, when the
 * list asks for a service, that service's minutes and price), distance, heart. */
export function SalonCard({ salon, active = false, onActivate, headingOrder = 3, distanceFrom, priority = false }: SalonCardProps) {
  const { t } = useTranslation(['places', 'common']);
  const locale = useLocale();
  const place = [salon.district, salon.city].filter(Boolean).join(', ');
  const enter = onActivate && (() => onActivate(salon.id));
  const leave = onActivate && (() => onActivate(null));
  return (
    <article
      className={classes.card}
      data-active={active || undefined}
      data-testid="salon-card-item"
      data-salon-id={salon.id}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
    >
      <RouteLink to="salon" params={{ slug: salon.slug }} className={classes.link} data-testid="salon-card">
        {salon.cover_url ? (
          <img
            className={classes.cover}
            src={salon.cover_url}
            srcSet={fileSrcSet(salon.cover_url)}
            sizes={COVER_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={400}
            height={300}
          />
        ) : (
          <span className={classes.cover} aria-hidden>
            {salon.name.slice(0, 1)}
          </span>
        )}
        <div className={classes.body}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} lineClamp={1} component={headingOrder === 2 ? 'h2' : 'h3'} fz="md" m={0}>
              {salon.name}
            </Text>
            {salon.rating != null && (
              <span className={classes.rating} aria-label={t('places:card.rating', { rating: salon.rating.toFixed(1) })}>
                <IconStarFilled size={14} color="#f5a524" aria-hidden />
                {salon.rating.toFixed(1)}
              </span>
            )}
          </Group>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {place}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {salon.reviews_count > 0 ? t('common:reviews', { count: salon.reviews_count }) : t('common:no_reviews')}
            {salon.distance_km != null && (
              <span data-testid="salon-card-distance">
                {' · '}
                {t(distanceFrom ? 'places:card.distance_from' : 'places:card.distance', {
                  distance: salon.distance_km.toLocaleString(locale, { maximumFractionDigits: 1 }),
                  place: distanceFrom,
                })}
              </span>
            )}
          </Text>
          <Group justify="space-between" mt={6} gap={6} className={classes.footer}>
            {salon.departments[0] ? (
              <Badge variant="light" radius="sm" size="sm" className={classes.badge}>
                {salon.departments[0]}
              </Badge>
            ) : (
              <span />
            )}
            {salon.service_price != null ? (
              <Text size="sm" fw={700} c="plum.8" className={classes.price} data-testid="service-price">
                {salon.service_duration_min != null && `${formatDuration(salon.service_duration_min, (key, options) => t(`common:${key}`, options))} · `}
                {formatMoney(salon.service_price, locale)}
              </Text>
            ) : (
              salon.price_from != null && (
                <Text size="sm" fw={700} c="plum.8" className={classes.price} data-testid="price-from">
                  {t('common:price_from', { price: formatMoney(salon.price_from, locale) })}
                </Text>
              )
            )}
          </Group>
        </div>
      </RouteLink>
      <FavoriteButton salonId={salon.id} isFavorite={salon.is_favorite ?? false} name={salon.name} className={classes.heartSpot} />
    </article>
  );
}
