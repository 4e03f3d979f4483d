import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';

/** An agreement's sanitised HTML in the page's language (GET /api/site/agreements?type=). */
export function useAgreement(type: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'agreements', type, locale],
    queryFn: () =>
      unwrap(api.GET('/api/site/agreements', { params: { query: { type: type! } }, headers: { 'Accept-Language': locale } })),
    enabled: !!type,
    staleTime: 10 * 60_000,
  });
}

/** Records the acceptance of a forced agreement (POST /api/common/agreements/accept). */
export function acceptAgreement(slug: string) {
  return unwrap(api.POST('/api/common/agreements/accept', { body: { slug } }));
}
