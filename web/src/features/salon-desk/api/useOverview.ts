import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { overviewKey } from './keys';

/** GET /api/salon/overview: counters, today, the next 7 days, bookings waiting for the salon. */
export function useOverview() {
  const locale = useLocale();
  return useQuery({
    queryKey: overviewKey(locale),
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/overview', { signal })),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
