import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedServices } from './embedded';
import { getJson } from './request';
import type { SalonServices } from './types';

/** GET /api/site/salon-services/{salonId}. */
export function useSalonServices(salonId: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon-services', locale, salonId],
    queryFn: () => getJson<SalonServices>(`/api/site/salon-services/${salonId}`),
    initialData: () => (salonId ? embeddedServices(salonId) : undefined),
    enabled: salonId !== undefined,
    meta: { silent: true },
  });
}
