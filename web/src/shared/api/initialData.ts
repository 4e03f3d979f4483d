/** Data the server embeds in the HTML (`<script id="initial-data" type="application/json">`). */
export interface InitialData {
  libs?: unknown;
  [key: string]: unknown;
}

let cache: InitialData | null | undefined;

export function readInitialData(doc?: Document): InitialData | null {
  if (cache !== undefined) return cache;
  const el = (doc ?? document).getElementById('initial-data');
  try {
    cache = el?.textContent ? (JSON.parse(el.textContent) as InitialData) : null;
  } catch {
    cache = null;
  }
  return cache;
}

/**
 * The server renderer (src/app/ssr) has no document: it hands each page's data and path here before
 * rendering, so the screens read the same first data as the browser does when it hydrates.
 */
export function provideInitialData(data: InitialData, path: string): void {
  cache = data;
  initialPath = path;
}

/** Tests only: forget what was read. */
export function resetInitialData(): void {
  cache = undefined;
}

/** The path the server rendered, remembered at load so later navigations don't inherit its status. */
let initialPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The path of the page the server served, and embedded data for: the document's own URL (a chunk
 * may load after client-side navigations), or on the server the page being rendered.
 */
export function servedPath(): string {
  if (typeof window === 'undefined') return initialPath;
  const nav = globalThis.performance?.getEntriesByType?.('navigation')[0];
  if (nav?.name) {
    try {
      return new URL(nav.name).pathname;
    } catch {
      /* fall through */
    }
  }
  return initialPath;
}

/** Embedded first data under `key`, only on the page the server rendered it for. */
export function embeddedFor<T>(key: string, pathname: string, valid: (value: unknown) => value is T): T | undefined {
  if (pathname !== servedPath()) return undefined;
  const value = readInitialData()?.[key];
  return valid(value) ? value : undefined;
}

/**
 * True when the server answered the page first loaded at `pathname` with 404: it knows which
 * salons, landings and posts exist, so the app shows its not-found page instead of a screen.
 */
export function serverSaysNotFound(pathname: string, doc?: Document): boolean {
  const data = readInitialData(doc);
  return data?.status === 404 && pathname === initialPath;
}
