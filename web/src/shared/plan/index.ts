// The salon's plan on the web (issue #18): its usage, the tariff table, and when a quota nears its end.
export { usePlanUsage, useSitePlans, quotaNearEnd, planUsageKey, type PlanUsage, type SitePlans } from './usePlanUsage';
