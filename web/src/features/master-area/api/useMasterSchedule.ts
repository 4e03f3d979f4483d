import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { scheduleKey } from './keys';

/** GET /api/master/schedule?from&to: the week, dated days, breaks and own visits of the range. */
export function useMasterSchedule(from: string, to: string, masterId: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: scheduleKey(from, to, masterId, locale),
    queryFn: () => unwrap(api.GET('/api/master/schedule', { params: { query: { from, to, ...(masterId ? { master_id: masterId } : {}) } } })),
    placeholderData: keepPreviousData,
  });
}
