import { PlanGate } from '@/shared/ui/PlanGate';
import { FinancesPage } from './FinancesPage';

// Financial reporting is one of the Premium plan's reports (issue #19): a free salon sees the
// upgrade screen instead (the API refuses it with plan_feature_unavailable too).
export function SalonFinancesPage() {
  return (
    <PlanGate feature="reports">
      <FinancesPage />
    </PlanGate>
  );
}
