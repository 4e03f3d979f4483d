import { PlanGate } from '@/shared/ui/PlanGate';
import { SalariesPage } from './SalariesPage';

// Salaries are a Premium feature (issue #19): a free salon sees the upgrade screen instead
// (the API refuses it with plan_feature_unavailable too).
export function SalonSalariesPage() {
  return (
    <PlanGate feature="salaries">
      <SalariesPage />
    </PlanGate>
  );
}
