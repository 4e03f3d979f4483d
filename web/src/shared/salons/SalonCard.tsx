import { Badge } from '@mantine/core';
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
 * list asks for a service, that service's minutes and price), distance, heart. Plain elements with
 * SalonCard.module.css's classes instead of Mantine's Text and Group: lists repeat the card and the
 * server renders them (places, home, a salon's nearby salons). */
export function SalonCard({ salon, active = false, onActivate, headingOrder = 3, distanceFrom, priority = false }: SalonCardProps) {
  const { t } = useTranslation(['places', 'common']);
  const locale = useLocale();
  const place = [salon.district, salon.city].filter(Boolean).join(', ');
  const enter = onActivate && (() => onActivate(salon.id));
  const leave = onActivate && (() => onActivate(null));
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
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
          <div className={classes.head}>
            <Heading className={classes.name}>{salon.name}</Heading>
            {salon.rating != null && (
              <span className={classes.rating} aria-label={t('places:card.rating', { rating: salon.rating.toFixed(1) })}>
                <IconStarFilled size={14} color="#f5a524" aria-hidden />
                {salon.rating.toFixed(1)}
              </span>
            )}
          </div>
          <div className={classes.place}>
            <IconMapPin size={14} aria-hidden />
            <p className={classes.placeText}>{place}</p>
          </div>
          <p className={classes.meta}>
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
          </p>
          <div className={classes.footer}>
            {salon.departments[0] ? (
              <Badge variant="light" radius="sm" size="sm" className={classes.badge}>
                {salon.departments[0]}
              </Badge>
            ) : (
              <span />
            )}
            {salon.service_price != null ? (
              <p className={classes.price} data-testid="service-price">
                {salon.service_duration_min != null && `${formatDuration(salon.service_duration_min, (key, options) => t(`common:${key}`, options))} · `}
                {formatMoney(salon.service_price, locale)}
              </p>
            ) : (
              salon.price_from != null && (
                <p className={classes.price} data-testid="price-from">
                  {t('common:price_from', { price: formatMoney(salon.price_from, locale) })}
                </p>
              )
            )}
          </div>
        </div>
      </RouteLink>
      <FavoriteButton salonId={salon.id} isFavorite={salon.is_favorite ?? false} name={salon.name} className={classes.heartSpot} />
    </article>
  );
}
