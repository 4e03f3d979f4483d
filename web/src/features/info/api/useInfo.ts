import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import { readInitialData } from '@/shared/api/initialData';
import { useLocale } from '@/shared/hooks/useLocale';

export type InfoPageData = components['schemas']['InfoPage'];
export type InfoPageList = components['schemas']['InfoPageList'];

/** GET /api/site/info-pages (embedded by the server on /i as `info_pages`). */
export function useInfoPages() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'info-pages', locale],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/info-pages', { signal })),
    initialData: () => readInitialData()?.info_pages as InfoPageList | undefined,
  });
}

/** GET /api/site/info-pages/{slug}; a 404 is the page's not-found state. */
export function useInfoPage(slug: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'info-page', locale, slug],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/info-pages/{slug}', { params: { path: { slug } }, signal })),
    initialData: () => {
      const page = readInitialData()?.info_page as InfoPageData | undefined;
      return page && typeof page === 'object' && page.slug === slug ? page : undefined;
    },
    meta: { silent: true },
  });
}
