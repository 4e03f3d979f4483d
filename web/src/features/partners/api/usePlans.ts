import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type Plans = components['schemas']['Plans'];
export type PlanInfo = components['schemas']['PlanInfo'];

/** GET /api/site/plans: the one tariff table (prices, limits, features). */
export function usePlans() {
  return useQuery({
    queryKey: ['site', 'plans'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/plans', { signal })),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
}
