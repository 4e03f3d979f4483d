import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/features/errors';
import { PageFallback } from './PageFallback';

/** A layout's screen: a loader until its code and texts are in, the error page if it fails. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
