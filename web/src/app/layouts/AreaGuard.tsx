import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccessArea, useAccount } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useNavigationPending } from '@/shared/lib/navigationPending';
import { pathFor } from '@/shared/routes';
import { PageFallback } from './PageFallback';

/**
 * Cabinet guard (spec §6): client areas need the client role, master areas salon_master, salon areas
 * salon_admin or salon_manager, admin areas admin. Anyone else goes to the locale's root once the
 * account is known; a loader shows meanwhile.
 */
export function AreaGuard({ children }: { children: ReactNode }) {
  const area = useRouteHandle()?.area ?? 'public';
  const locale = useLocale();
  const { data, isPending } = useAccount();
  // An account change that lands while a navigation loads (leaving an impersonation, then going to
  // the admin area) must not send the user home from the screen being left.
  const navigating = useNavigationPending();
  if (area === 'public') return children;
  if (isPending) return <PageFallback />;
  if (!canAccessArea(area, data?.roles)) return navigating ? <PageFallback /> : <Navigate to={pathFor('home', locale)} replace />;
  return children;
}
