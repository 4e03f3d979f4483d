import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export interface AvailableDatesQuery {
  salonId: number | null | undefined;
  /** Minutes the visit takes (the basket's total). */
  duration: number;
  /** null: any master. */
  masterId: number | null;
  from: string;
  to: string;
}

export const availableDatesKey = ['site', 'order', 'available-dates'] as const;

/** GET /api/site/order/available-dates: days in [from, to] with at least one free start. */
export function useAvailableDates({ salonId, duration, masterId, from, to }: AvailableDatesQuery) {
  return useQuery({
    queryKey: [...availableDatesKey, salonId, duration, masterId, from, to],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/site/order/available-dates', {
          params: { query: { salon_id: salonId ?? 0, duration, master_id: masterId ?? undefined, from, to } },
          signal,
        }),
      ),
    enabled: !!salonId && duration > 0 && from <= to,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
