import { PlanGate } from '@/shared/ui/PlanGate';
import { ReportsPage } from './ReportsPage';

// Reports are a Premium feature (issue #19): a free salon sees the upgrade screen; the API refuses
// them with plan_feature_unavailable too.
export function GatedReportsPage() {
  return (
    <PlanGate feature="reports">
      <ReportsPage />
    </PlanGate>
  );
}
