import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { optionsKey } from './keys';

/** GET /api/salon/schedule/options: masters (with their services), services, plan. */
export function useDeskOptions() {
  const locale = useLocale();
  return useQuery({
    queryKey: optionsKey(locale),
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/schedule/options', { signal })),
    staleTime: 5 * 60_000,
  });
}
