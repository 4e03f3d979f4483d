import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedEmployeeReplies, embeddedReplies } from './embedded';

export const REPLIES_LIMIT = 10;

/** Which page of a salon's reviews, and whose (issue #16 item 9). */
export interface RepliesPage {
  page: number;
  masterId: number | null;
}

/** GET /api/site/salon-last-replies/{salonId}?limit=10&page=…&master_id=…; the first unfiltered page may come embedded. */
export function useSalonReplies(salonId: number | undefined, { page, masterId }: RepliesPage = { page: 1, masterId: null }) {
  const locale = useLocale();
  const first = page === 1 && masterId === null;
  return useQuery({
    queryKey: ['site', 'salon-last-replies', locale, salonId, REPLIES_LIMIT, page, masterId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/site/salon-last-replies/{id}', {
          params: { path: { id: String(salonId) }, query: { limit: REPLIES_LIMIT, page, ...(masterId ? { master_id: masterId } : {}) } },
          signal,
        }),
      ),
    initialData: () => (salonId && first ? embeddedReplies(salonId) : undefined),
    // The list keeps its height while the next page loads.
    placeholderData: keepPreviousData,
    enabled: salonId !== undefined,
    meta: { silent: true },
  });
}

/** GET /api/site/salon/employee-replies/{masterId}?limit=10&page=…: a master's reviews and averages; the first page may come embedded. */
export function useEmployeeReplies(masterId: number, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'employee-replies', locale, masterId, REPLIES_LIMIT, page],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/site/salon/employee-replies/{id}', {
          params: { path: { id: String(masterId) }, query: { limit: REPLIES_LIMIT, page } },
          signal,
        }),
      ),
    initialData: () => (page === 1 ? embeddedEmployeeReplies(masterId) : undefined),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
