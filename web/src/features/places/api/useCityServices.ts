import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { useLocation } from 'react-router';
import { api, unwrap } from '@/shared/api';
import { embeddedFor } from '@/shared/api/initialData';
import type { CityServices } from './types';

const isCityServices = (v: unknown): v is CityServices =>
  typeof v === 'object' && v !== null && Array.isArray((v as CityServices).cities);

/** GET /api/site/city-services (embedded `city_services` first): every city with its departments. */
export function useCityServices(enabled = true) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return useQuery({
    queryKey: ['site', 'city-services', locale],
    queryFn: () => unwrap(api.GET('/api/site/city-services')),
    initialData: () => embeddedFor('city_services', pathname, isCityServices),
    select: (data) => data.cities,
    staleTime: 10 * 60_000,
    enabled,
    meta: { silent: true },
  });
}
