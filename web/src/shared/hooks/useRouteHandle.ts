import { createContext, use } from 'react';
import type { RouteHandle } from '@/shared/routes';

/** Handle of the deepest matched table route; provided once above the route tree (app/AppRoutes). */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** Handle of the deepest matched table route (name, locale, area), or null. */
export function useRouteHandle(): RouteHandle | null {
  return use(RouteHandleContext);
}
