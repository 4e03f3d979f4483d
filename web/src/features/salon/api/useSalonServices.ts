import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedServices } from './embedded';

/** GET /api/site/salon-services/{salonId}. */
export function useSalonServices(salonId: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon-services', locale, salonId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/site/salon-services/{id}', { params: { path: { id: String(salonId) } }, signal })),
    initialData: () => (salonId ? embeddedServices(salonId) : undefined),
    enabled: salonId !== undefined,
    meta: { silent: true },
  });
}
