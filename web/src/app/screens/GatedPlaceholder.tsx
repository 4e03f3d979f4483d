import { PlanGate } from '@/shared/ui/PlanGate';
import { PlaceholderScreen } from './PlaceholderScreen';

// Salon screens of paid features whose issues are still to come (#19 salaries, #21 moderator chat):
// a free salon already sees the upgrade screen instead of the placeholder.

export function SalariesScreen() {
  return (
    <PlanGate feature="salaries">
      <PlaceholderScreen />
    </PlanGate>
  );
}

export function FeedbackScreen() {
  return (
    <PlanGate feature="moderator_chat">
      <PlaceholderScreen />
    </PlanGate>
  );
}
