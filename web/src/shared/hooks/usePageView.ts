import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const PAGE_VIEW_EVENT = 'randevu:page-view';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Reports a page view per route change (custom event + gtag when present). */
export function usePageView(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = pathname + search;
    window.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: { path } }));
    window.gtag?.('event', 'page_view', { page_path: path });
  }, [pathname, search]);
}
