import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';

/** The `report` path values of GET /api/salon/reports/{report}. */
export type ReportKind = 'appointments' | 'finances' | 'payments' | 'masters' | 'clients' | 'services' | 'cancellations';
/** The `group_by` values (each report takes some, see the endpoint's description). */
export type GroupBy = 'day' | 'week' | 'month' | 'master' | 'none';
export type ReportTable = components['schemas']['Table'];

export interface ReportRequest {
  report: ReportKind;
  from: string;
  to: string;
  groupBy: GroupBy | null;
  masterId: number | null;
}

/** The query string of a report (the JSON view and the downloads share it). */
export function reportQuery(request: ReportRequest, format: 'json' | 'xlsx' | 'csv'): string {
  const params = new URLSearchParams({ from: request.from, to: request.to, format });
  if (request.groupBy) params.set('group_by', request.groupBy);
  if (request.masterId) params.set('master_id', String(request.masterId));
  return params.toString();
}

/** GET /api/salon/reports/{report} as JSON. */
export function useReport(request: ReportRequest) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['salon-report', request, locale],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(
        api.GET('/api/salon/reports/{report}', {
          params: {
            path: { report: request.report },
            query: { from: request.from, to: request.to, group_by: request.groupBy ?? undefined, master_id: request.masterId ?? undefined },
          },
        }),
      ) as Promise<ReportTable>,
  });
}
