import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { freeTimesKey } from './keys';

interface Args {
  salonId: number | undefined;
  masterId: number | null;
  date: string;
  duration: number;
}

/** Free start times of one master on a date, from the booking's own availability call. */
export function useFreeTimes({ salonId, masterId, date, duration }: Args) {
  return useQuery({
    queryKey: freeTimesKey(salonId ?? 0, masterId ?? 0, date, duration),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/site/salon/employee-availability-for-given-date/{id}', {
          params: { path: { id: salonId! } },
          body: { date, masters: [masterId!], duration },
          signal,
        }),
      ),
    select: (data) => data.masters.find((m) => m.master_id === masterId)?.free_times ?? [],
    enabled: salonId !== undefined && masterId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && duration > 0,
    staleTime: 10_000,
    meta: { silent: true },
  });
}
