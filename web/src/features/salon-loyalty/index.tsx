// The salon's loyalty points programme (issue #19 item 3, Premium): a free salon sees the upgrade screen.
import { PlanGate } from '@/shared/ui/PlanGate';
import { LoyaltyPage } from './LoyaltyPage';

export function SalonLoyaltyPage() {
  return (
    <PlanGate feature="loyalty">
      <LoyaltyPage />
    </PlanGate>
  );
}
