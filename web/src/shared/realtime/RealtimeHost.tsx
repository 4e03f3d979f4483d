import { lazy, Suspense } from 'react';
import { useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';

const RealtimeBridge = lazy(() => import('./RealtimeBridge'));

/**
 * Opens the private realtime channel for a signed-in user (spec "Realtime"); guests load nothing.
 * Keyed by account and role: the server reads the role's push choice when the channel opens.
 */
export function RealtimeHost() {
  const { account } = useAuth();
  const locale = useLocale();
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge key={`${account.id}:${account.role}`} locale={locale} />
    </Suspense>
  );
}
