import { ClientCabinetFrame } from '@/features/account';
import { CabinetLayout } from './CabinetLayout';

/** /dashboard: the cabinet layout with the client cabinet's navigation around every screen. */
export function ClientCabinetLayout() {
  return <CabinetLayout frame={(screen) => <ClientCabinetFrame>{screen}</ClientCabinetFrame>} />;
}
