import { setToken } from './token';

/** Query parameter that carries a session token into the site (native apps, e-mail links). */
export const STARTUP_TOKEN_PARAM = 'st';

/** Splits `st` off a URL: returns the token and the same path/query/hash without it, or null. */
export function takeStartupToken(url: string): { token: string; url: string } | null {
  const parsed = new URL(url, 'http://localhost');
  const token = parsed.searchParams.get(STARTUP_TOKEN_PARAM);
  if (token === null) return null;
  parsed.searchParams.delete(STARTUP_TOKEN_PARAM);
  const search = parsed.searchParams.toString();
  return { token, url: `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}` };
}

/**
 * On first load: stores `?st=` as the token and replaces the current history entry with the URL
 * without it, before the router reads the location.
 */
export function consumeStartupToken(loc: Location = window.location, history: History = window.history): boolean {
  const found = takeStartupToken(`${loc.pathname}${loc.search}${loc.hash}`);
  if (!found) return false;
  if (found.token) setToken(found.token);
  history.replaceState(history.state, '', found.url);
  return true;
}
