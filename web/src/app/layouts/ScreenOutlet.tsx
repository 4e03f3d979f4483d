import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/features/errors';
import { whenLazyPartsMounted } from '@/shared/lib/lazyPart';
import { PageFallback } from './PageFallback';

/**
 * Marks the document (`<html data-interactive>`) once the screen has React's handlers: hydrated
 * when the server rendered it, rendered otherwise. A served page looks ready before its script
 * has run; the end-to-end tests wait for this after loading a page (e2e/support/test.ts). The
 * screen's lazy parts (`lazyPart`) that were loading by then count too: until they are in, a tap
 * on them would be lost.
 */
function Interactive() {
  useEffect(() => {
    whenLazyPartsMounted(() => {
      document.documentElement.dataset.interactive = '';
    });
  }, []);
  return null;
}

/** A layout's screen: a loader until its code and texts are in, the error page if it fails. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <Interactive />
      </Suspense>
    </RouteErrorBoundary>
  );
}
