import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLibs } from '@/shared/api/libs';
import { useTranslation } from '@/shared/i18n';
import type { MapTiles } from './MapPicker';

// Leaflet and its CSS load with the map only.
const MapPicker = lazy(() => import('./MapPicker'));

const OSM: MapTiles = {
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

interface Props {
  lat: number | null;
  lng: number | null;
  onChange: (lat: number | null, lng: number | null) => void;
  error?: string;
}

/** The salon's pin on the map (tiles from the site configuration, as the places map uses). */
export function MapField({ lat, lng, onChange, error }: Props) {
  const { t } = useTranslation('salonProfile');
  const { data: libs } = useLibs();
  const tiles = libs?.map ?? OSM;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('info.map')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('info.map_hint')}
      </Text>
      <Suspense fallback={<Skeleton height={280} radius="md" />}>
        <MapPicker lat={lat} lng={lng} tiles={tiles} label={t('info.map')} onPick={(a, b) => onChange(a, b)} />
      </Suspense>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={error ? 'red' : 'dimmed'} data-testid="map-coordinates">
          {error ?? (lat != null && lng != null ? `${lat.toFixed(5)}, ${lng.toFixed(5)}` : t('info.map_none'))}
        </Text>
        {lat != null && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(null, null)} data-testid="map-clear">
            {t('info.map_clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
