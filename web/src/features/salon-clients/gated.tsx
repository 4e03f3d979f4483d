import { PlanGate } from '@/shared/ui/PlanGate';
import { ClientEditPage } from './ClientEditPage';
import { ClientInfoPage } from './ClientInfoPage';
import { ClientsPage } from './ClientsPage';

// The client base is CRM, a Premium feature (issue #18): a free salon sees the upgrade screen
// instead of the screens (its API refuses them with plan_feature_unavailable too).

export function GatedClientsPage() {
  return (
    <PlanGate feature="crm">
      <ClientsPage />
    </PlanGate>
  );
}

export function GatedClientEditPage() {
  return (
    <PlanGate feature="crm">
      <ClientEditPage />
    </PlanGate>
  );
}

export function GatedClientInfoPage() {
  return (
    <PlanGate feature="crm">
      <ClientInfoPage />
    </PlanGate>
  );
}
