import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedReplies } from './embedded';

export const REPLIES_LIMIT = 10;

/** GET /api/site/salon-last-replies/{salonId}?limit=10. */
export function useSalonReplies(salonId: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon-last-replies', locale, salonId, REPLIES_LIMIT],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/site/salon-last-replies/{id}', {
          params: { path: { id: String(salonId) }, query: { limit: REPLIES_LIMIT } },
          signal,
        }),
      ),
    initialData: () => (salonId ? embeddedReplies(salonId) : undefined),
    enabled: salonId !== undefined,
    meta: { silent: true },
  });
}
