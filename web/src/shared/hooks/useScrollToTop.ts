import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useRouteHandle } from './useRouteHandle';

/** Scrolls to the top when the path changes, except on back/forward or when the route keeps scroll. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = useRouteHandle()?.keepScroll ?? false;
  useEffect(() => {
    if (navigationType === 'POP' || keepScroll) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a path change scrolls; query changes (filters, tabs) keep the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
