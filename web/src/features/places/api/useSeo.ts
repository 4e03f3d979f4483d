import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { api, unwrap } from '@/shared/api';
import { embeddedFor } from '@/shared/api/initialData';
import type { SeoInfo } from './types';

const isSeo = (v: unknown): v is SeoInfo =>
  typeof v === 'object' && v !== null && typeof (v as SeoInfo).heading === 'string' && Array.isArray((v as SeoInfo).text);

/** GET /api/site/seo?path= (embedded `seo` first); 404 when the path is no landing. */
export function useSeo(path: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'seo', locale, path],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/seo', { params: { query: { path } }, signal })),
    initialData: () => embeddedFor('seo', path, isSeo),
    meta: { silent: true },
  });
}
