import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { clientLookupKey } from './keys';

/** GET /api/salon/schedule/client?phone=: the salon's card or an account; 404 when unknown. */
export function useClientLookup(phone: string | null) {
  return useQuery({
    queryKey: clientLookupKey(phone ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/schedule/client', { params: { query: { phone: phone! } }, signal })),
    enabled: phone !== null,
    retry: false,
    staleTime: 60_000,
    // "Not found" is an answer here, not a failure to report.
    meta: { silent: true },
  });
}
