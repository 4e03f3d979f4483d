import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { availableDatesKey } from './keys';

interface Args {
  salonId: number;
  masterId: number;
  duration: number;
  enabled?: boolean;
}

/** GET /api/site/order/available-dates for one master: the days (up to 3 months) with a free start. */
export function useAvailableDates({ salonId, masterId, duration, enabled = true }: Args) {
  return useQuery({
    queryKey: availableDatesKey(salonId, masterId, duration),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/site/order/available-dates', {
          params: { query: { salon_id: salonId, master_id: masterId, duration } },
          signal,
        }),
      ),
    select: (data) => data.dates,
    enabled,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
