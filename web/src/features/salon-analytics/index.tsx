import { PlanGate } from '@/shared/ui/PlanGate';
import { AnalyticsPage } from './AnalyticsPage';

// Analytics is a Premium feature (issue #19): a free salon sees the upgrade screen; the API
// refuses it with plan_feature_unavailable too.
export function GatedAnalyticsPage() {
  return (
    <PlanGate feature="analytics">
      <AnalyticsPage />
    </PlanGate>
  );
}
