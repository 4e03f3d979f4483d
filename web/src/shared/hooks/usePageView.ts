import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoutePath } from '@/shared/routes/paths';

export const PAGE_VIEW_EVENT = 'randevu:page-view';
export const PAGE_VIEW_URL = '/api/site/page-view';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

// The visit's outside referrer belongs to its first page only; later route changes are internal.
let firstView = true;

/**
 * What the server counts of a view (POST /api/site/page-view): the route's name, its locale, the
 * salon's slug on salon and master pages, and the outside referrer of the first page. No path,
 * query or identifier is sent; the server keeps only the referrer's host.
 */
export function pageViewBody(pathname: string, referrer: string, first: boolean, ownHost: string) {
  const match = matchRoutePath(pathname);
  if (!match) return null;
  const slug = match.name === 'salon' || match.name === 'master' ? match.params.slug : undefined;
  let outside: string | undefined;
  if (first && referrer) {
    try {
      outside = new URL(referrer).host === ownHost ? undefined : referrer;
    } catch {
      outside = undefined;
    }
  }
  return { route: match.name, locale: match.locale, ...(slug ? { salon_slug: slug } : {}), ...(outside ? { referrer: outside } : {}) };
}

/**
 * Reports a page view per route change: a custom event, gtag when present, and the platform's own
 * counter. The counter goes by `sendBeacon` (it survives leaving the page and needs no answer)
 * rather than the typed client, which would attach the session id and token the count must not
 * carry; the server reads no cookie and keeps no address.
 */
export function usePageView(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = pathname + search;
    window.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: { path } }));
    window.gtag?.('event', 'page_view', { page_path: path });
    const body = pageViewBody(pathname, document.referrer, firstView, window.location.host);
    firstView = false;
    if (body && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(PAGE_VIEW_URL, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    }
  }, [pathname, search]);
}
