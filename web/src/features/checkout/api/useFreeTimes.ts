import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export interface FreeTimesQuery {
  salonId: number | null | undefined;
  date: string | null;
  /** The masters asked about: the chosen one, or for "any master" every master who can do the services. */
  masterIds: number[];
  duration: number;
}

export const freeTimesKey = ['site', 'order', 'free-times'] as const;

/** POST /api/site/salon/employee-availability-for-given-date/{salon_id}: free starts per master. */
export function useFreeTimes({ salonId, date, masterIds, duration }: FreeTimesQuery) {
  return useQuery({
    queryKey: [...freeTimesKey, salonId, date, masterIds.join(','), duration],
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/site/salon/employee-availability-for-given-date/{id}', {
          params: { path: { id: salonId ?? 0 } },
          body: { date: date ?? '', duration, masters: masterIds },
          signal,
        }),
      ),
    enabled: !!salonId && !!date && duration > 0 && masterIds.length > 0,
    staleTime: 15_000,
    meta: { silent: true },
  });
}
