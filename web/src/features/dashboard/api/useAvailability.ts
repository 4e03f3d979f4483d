import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { availabilityKey } from './keys';

interface Args {
  salonId: number;
  masterId: number;
  date: string;
  duration: number;
  enabled?: boolean;
}

/** POST /api/site/salon/employee-availability-for-given-date/{salon_id} for one master: free start times. */
export function useAvailability({ salonId, masterId, date, duration, enabled = true }: Args) {
  return useQuery({
    queryKey: availabilityKey(salonId, masterId, date, duration),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/site/salon/employee-availability-for-given-date/{id}', {
          params: { path: { id: salonId } },
          body: { date, masters: [masterId], duration },
          signal,
        }),
      ),
    select: (data) => ({
      timeSlicing: data.time_slicing,
      freeTimes: data.masters.find((m) => m.master_id === masterId)?.free_times ?? [],
    }),
    enabled: enabled && date !== '',
    staleTime: 15_000,
    meta: { silent: true },
  });
}
