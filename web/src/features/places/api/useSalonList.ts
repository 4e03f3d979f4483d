import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { getJson, type QueryValues, type SalonList } from '@/shared/salons';

/** GET /api/site/salons; null waits (e.g. for the visitor's position). Pages keep the last answer shown. */
export function useSalonList(query: QueryValues | null, initial?: SalonList) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salons', locale, query],
    queryFn: () => getJson<SalonList>('/api/site/salons', query ?? {}),
    enabled: query !== null,
    initialData: initial,
    placeholderData: keepPreviousData,
    // The screen shows the error itself.
    meta: { silent: true },
  });
}
