import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import { readInitialData } from '@/shared/api/initialData';
import { useLocale } from '@/shared/hooks/useLocale';

export type LastPost = components['schemas']['BlogCard'];

/** GET /api/site/last-posts: the latest posts of the page's language (embedded in the home page). */
export function useLastPosts() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'last-posts', locale],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/last-posts', { signal })),
    initialData: () => {
      const posts = readInitialData()?.last_posts as LastPost[] | undefined;
      return Array.isArray(posts) && posts.every((p) => p.locale === locale) ? posts : undefined;
    },
  });
}
