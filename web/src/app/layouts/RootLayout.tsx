import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AgreementsGate, DemoRequestHost, LoginHost } from '@/features/auth';
import { RouteErrorBoundary } from '@/features/errors';
import { useDocumentMeta } from '@/shared/hooks/useDocumentMeta';
import { usePageView } from '@/shared/hooks/usePageView';
import { useScrollToTop } from '@/shared/hooks/useScrollToTop';
import { RealtimeHost } from '@/shared/realtime';
import { NavigationProgress } from '@/shared/ui/NavigationProgress';
import { PageFallback } from './PageFallback';

/**
 * Wraps every route: progress bar, scroll reset, page views, document title, login and agreement
 * popups, the realtime channel, and the fallback while a cabinet layout loads.
 */
export function RootLayout() {
  usePageView();
  useScrollToTop();
  useDocumentMeta();
  const { pathname } = useLocation();
  return (
    <>
      <NavigationProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <LoginHost />
      <DemoRequestHost />
      <AgreementsGate />
      <RealtimeHost />
    </>
  );
}
