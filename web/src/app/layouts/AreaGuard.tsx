import { lazy, Suspense, type ReactNode } from 'react';
import { canAccessArea, useAccount } from '@/shared/auth';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useNavigationPending } from '@/shared/lib/navigationPending';
import { PageFallback } from './PageFallback';

const AreaRefusal = lazy(() => import('./AreaRefusal'));

/**
 * Cabinet guard (spec §6): client areas need the client role, master areas salon_master, salon areas
 * salon_admin or salon_manager, admin areas admin. Once the account is known, a guest is asked to log
 * in on the page itself (and stays on it), an account without the role is told so with the way to
 * its own cabinet (`AreaRefusal`); a loader shows meanwhile.
 */
export function AreaGuard({ children }: { children: ReactNode }) {
  const area = useRouteHandle()?.area ?? 'public';
  const { data, isPending } = useAccount();
  // An account change that lands while a navigation loads (leaving an impersonation, then going to
  // the admin area) must not send the user home from the screen being left.
  const navigating = useNavigationPending();
  if (area === 'public') return children;
  if (isPending) return <PageFallback />;
  if (!canAccessArea(area, data?.roles)) {
    if (navigating) return <PageFallback />;
    return (
      <Suspense fallback={<PageFallback />}>
        <AreaRefusal account={data} />
      </Suspense>
    );
  }
  return children;
}
