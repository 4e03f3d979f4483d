import type { components } from '@/shared/api';

export type Plans = components['schemas']['Plans'];
export type PlanInfo = components['schemas']['PlanInfo'];

/** GET /api/site/plans, the one tariff table: the shared hook every screen reads it with. */
export { useSitePlans as usePlans } from '@/shared/plan';
