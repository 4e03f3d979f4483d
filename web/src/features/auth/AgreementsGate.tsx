import { lazy, Suspense, useState } from 'react';
import { useAccount } from '@/shared/auth';

const ForcedAgreement = lazy(() => import('./components/ForcedAgreement'));

/**
 * Agreements an admin forces everyone to (re-)accept (`account_data.agreements_to_accept`): one popup
 * per agreement. Declining hides it until the next page load.
 */
export function AgreementsGate() {
  const { data } = useAccount();
  const [declined, setDeclined] = useState<string[]>([]);
  const pending = data?.agreements_to_accept.find((a) => !declined.includes(a.slug));
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ForcedAgreement key={pending.slug} slug={pending.slug} onDecline={() => setDeclined((d) => [...d, pending.slug])} />
    </Suspense>
  );
}
