import { useMatches } from 'react-router';
import type { RouteHandle } from '@/shared/routes';

/** Handle of the deepest matched table route (name, locale, area), or null. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return null;
}
