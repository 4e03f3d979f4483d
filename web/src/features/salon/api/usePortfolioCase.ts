import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { PortfolioCase } from './types';

/** GET /api/site/salon/case/{caseId}; the card's own data shows while it loads. */
export function usePortfolioCase(caseId: number | null, preview?: PortfolioCase) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'case', locale, caseId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/site/salon/case/{id}', { params: { path: { id: String(caseId) } }, signal })),
    placeholderData: preview,
    enabled: caseId !== null,
    meta: { silent: true },
  });
}
