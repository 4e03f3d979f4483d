import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type PlanUsage = components['schemas']['PlanUsage'];
export type SitePlans = components['schemas']['Plans'];

export const planUsageKey = ['salon', 'plan-usage'] as const;

/**
 * GET /api/salon/plan-usage: the salon's plan, the keys of its features and this month's use of its
 * quotas. The gated screens (PlanGate) and the overview's quota line read it.
 */
export function usePlanUsage(enabled = true) {
  return useQuery({
    queryKey: planUsageKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/plan-usage', { signal })),
    staleTime: 30_000,
    enabled,
  });
}

/** GET /api/site/plans: the one tariff table (price, limits, features) every screen reads. */
export function useSitePlans() {
  return useQuery({
    queryKey: ['site', 'plans'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/plans', { signal })),
    // The table changes only with a release.
    staleTime: 60 * 60_000,
  });
}

/** Whether a quota is at or near its end (80 % or more used); an unlimited one never is. */
export function quotaNearEnd(quota: { used: number; limit?: number | null }): boolean {
  return quota.limit != null && quota.used >= quota.limit * 0.8;
}
