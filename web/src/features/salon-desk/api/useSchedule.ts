import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { scheduleKey } from './keys';

export type ScheduleView = 'day' | 'week';

/** GET /api/salon/schedule: the calendar of a day (all masters) or a week (one master). */
export function useSchedule(date: string, view: ScheduleView, masterId: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: scheduleKey(locale, date, view, masterId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/salon/schedule', { params: { query: { date, view, master_id: masterId ?? undefined } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
