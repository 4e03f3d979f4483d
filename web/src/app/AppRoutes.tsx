import { Suspense, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteHandleContext } from '@/shared/hooks/useRouteHandle';
import { memoByKey } from '@/shared/lib/memoByKey';
import { candidateRoutesOf, type RouteHandle } from '@/shared/routes';
import { PageFallback } from './layouts/PageFallback';
import { appRoutes } from './routes';

/** The routes that could match a path: react-router ranks every route it is given, on each match. */
const candidatesFor = candidateRoutesOf(appRoutes);

/**
 * Handle of the deepest matched table route: layouts above the screen need it too (header variant,
 * guard). Ranking the whole table is the costliest part of rendering a page on the server: once per path.
 */
const handleOf = memoByKey(deepestHandle);

function deepestHandle(pathname: string): RouteHandle | null {
  const matches = matchRoutes(candidatesFor(pathname), pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return null;
}

/** The route tree for the current URL; the fallback shows while the first layout or locale loads. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handle = useMemo(() => handleOf(pathname), [pathname]);
  const element = useRoutes(candidatesFor(pathname));
  return (
    <RouteHandleContext value={handle}>
      <Suspense fallback={<PageFallback />}>{element}</Suspense>
    </RouteHandleContext>
  );
}
