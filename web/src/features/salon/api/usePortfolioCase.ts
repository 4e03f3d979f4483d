import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { getJson } from './request';
import type { PortfolioCase } from './types';

/** GET /api/site/salon/case/{caseId}; the card's own data shows while it loads. */
export function usePortfolioCase(caseId: number | null, preview?: PortfolioCase) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'case', locale, caseId],
    queryFn: () => getJson<PortfolioCase>(`/api/site/salon/case/${caseId}`),
    placeholderData: preview,
    enabled: caseId !== null,
    meta: { silent: true },
  });
}
