import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { actsCountKey } from './keys';

/** GET /api/client/acts-count: the number of visits behind each history filter. */
export function useActsCount() {
  return useQuery({
    queryKey: actsCountKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/client/acts-count', { signal })),
    meta: { silent: true },
  });
}
