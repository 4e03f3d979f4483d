import type { ReactNode } from 'react';
import { usePlanUsage } from '@/shared/plan';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { UpgradeScreen } from './UpgradeScreen';

/**
 * A salon screen of a plan feature (`crm`, `salaries`, `moderator_chat`, …: `Feature::key`): its
 * content when the salon's plan includes it, else the upgrade screen, decided from
 * GET /api/salon/plan-usage (the server refuses the feature's endpoints by the same rule). When the
 * usage cannot be read the screen renders and meets the server's own answer.
 */
export function PlanGate({ feature, children }: { feature: string; children: ReactNode }) {
  const usage = usePlanUsage();
  if (usage.isPending) return <QueryStatus isPending error={null} />;
  if (usage.data && !usage.data.features.includes(feature)) return <UpgradeScreen feature={feature} />;
  return <>{children}</>;
}
