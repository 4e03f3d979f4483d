import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useLibs } from '@/shared/api/libs';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { lazyPart } from '@/shared/lib/lazyPart';
import { pathFor } from '@/shared/routes';
import type { SalonCardData } from '@/shared/salons';
import classes from './Places.module.css';
import type { MapTiles } from './SalonMap';

// Leaflet and its CSS load with the map, never with the list.
const SalonMap = lazyPart(() => import('./SalonMap'));

const OSM: MapTiles = {
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

interface Props {
  salons: SalonCardData[];
  activeId: number | null;
  onSelect: (id: number) => void;
}

/** The map beside (desktop) or instead of (phones) the list; tiles from the site configuration. */
export function MapPanel({ salons, activeId, onSelect }: Props) {
  const { t } = useTranslation(['places', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: libs } = useLibs();
  const tiles = libs?.map ?? OSM;
  return (
    <section className={classes.mapBox} aria-label={t('places:view.map_label')} data-testid="places-map">
      <Suspense fallback={<Skeleton h="100%" radius={0} />}>
        <SalonMap
          salons={salons}
          activeId={activeId}
          onSelect={onSelect}
          tiles={tiles}
          priceLabel={(s) => (s.price_from != null ? t('common:price_from', { price: formatMoney(s.price_from, locale) }) : null)}
          markerLabel={(s) => (s.price_from != null ? formatMoney(s.price_from, locale) : null)}
          salonHref={(s) => pathFor('salon', locale, { slug: s.slug })}
          navigate={(href) => void navigate(href)}
        />
      </Suspense>
    </section>
  );
}
