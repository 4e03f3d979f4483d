import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { Act } from './types';

/** The booking just made; the create call puts it here, a reload finds it in the client's visits. */
export const actKey = (id: number) => ['client', 'checkout-act', id] as const;

/** GET /api/client/acts (all statuses, newest pages first): the act with `id`, or null. */
export function useClientAct(id: number, enabled: boolean) {
  return useQuery({
    queryKey: actKey(id),
    queryFn: async ({ signal }): Promise<Act | null> => {
      const page = await unwrap(api.GET('/api/client/acts', { params: { query: { status: 'all', page: 1, per_page: 50 } }, signal }));
      return page.rows.find((act) => act.id === id) ?? null;
    },
    enabled: enabled && id > 0,
    meta: { silent: true },
  });
}
