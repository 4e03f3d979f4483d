import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';

/** GET /api/site/salon-services/{salonId}: what can be added to the basket (same entry as the salon page's). */
export function useSalonServices(salonId: number | null | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon-services', locale, salonId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/site/salon-services/{id}', { params: { path: { id: String(salonId) } }, signal })),
    enabled: !!salonId,
    meta: { silent: true },
  });
}
