import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { HistoryStatus } from '../lib/status';
import { actsKey, PAGE_SIZE } from './keys';

/** GET /api/client/acts: one page of the client's visits for a filter. */
export function useActs(status: HistoryStatus, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: actsKey(locale, status, page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/client/acts', { params: { query: { status, page, per_page: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
