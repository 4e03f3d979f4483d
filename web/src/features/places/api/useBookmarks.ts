import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { api, unwrap } from '@/shared/api';
import { bookmarksQueryKey } from '@/shared/salons';

/** GET /api/client/bookmarks: the client's bookmarked salons. */
export function useBookmarks() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...bookmarksQueryKey, locale],
    queryFn: () => unwrap(api.GET('/api/client/bookmarks')),
    select: (data) => data.salons,
    meta: { silent: true },
  });
}
