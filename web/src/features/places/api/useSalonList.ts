import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { SalonList } from '@/shared/salons';
import type { SalonsQuery } from './types';

/** GET /api/site/salons; null waits (e.g. for the visitor's position). Pages keep the last answer shown. */
export function useSalonList(query: SalonsQuery | null, initial?: SalonList) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salons', locale, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/salons', { params: { query: query ?? {} }, signal })),
    enabled: query !== null,
    initialData: initial,
    placeholderData: keepPreviousData,
    // The screen shows the error itself.
    meta: { silent: true },
  });
}
