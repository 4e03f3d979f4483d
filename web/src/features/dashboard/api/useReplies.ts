import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { repliesKey } from './keys';

/** GET /api/client/replies: the client's own reviews. */
export function useReplies() {
  const locale = useLocale();
  return useQuery({
    queryKey: repliesKey(locale),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client/replies', { signal })),
    meta: { silent: true },
  });
}
