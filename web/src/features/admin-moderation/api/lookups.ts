import { api, unwrap } from '@/shared/api';
import type { LookupOption } from '@/shared/ui/Lookup';

/** Approved catalogue services to merge a request into: GET /api/admin/service-requests/merge-targets?term. */
export async function searchMergeTargets(term: string, signal: AbortSignal): Promise<LookupOption[]> {
  return unwrap(api.GET('/api/admin/service-requests/merge-targets', { params: { query: { term } }, signal }));
}
