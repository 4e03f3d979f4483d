import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedReplies } from './embedded';
import { getJson } from './request';
import type { SalonReplies } from './types';

export const REPLIES_LIMIT = 10;

/** GET /api/site/salon-last-replies/{salonId}?limit=10. */
export function useSalonReplies(salonId: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon-last-replies', locale, salonId, REPLIES_LIMIT],
    queryFn: () => getJson<SalonReplies>(`/api/site/salon-last-replies/${salonId}`, { limit: REPLIES_LIMIT }),
    initialData: () => (salonId ? embeddedReplies(salonId) : undefined),
    enabled: salonId !== undefined,
    meta: { silent: true },
  });
}
