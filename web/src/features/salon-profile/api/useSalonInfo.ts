import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { infoKey } from './keys';

/** GET /api/salon/info: the profile and the gallery. */
export function useSalonInfo() {
  return useQuery({ queryKey: infoKey, queryFn: ({ signal }) => unwrap(api.GET('/api/salon/info', { signal })) });
}
