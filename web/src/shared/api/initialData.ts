/** Data the server embeds in the HTML (`<script id="initial-data" type="application/json">`). */
export interface InitialData {
  libs?: unknown;
  [key: string]: unknown;
}

let cache: InitialData | null | undefined;

export function readInitialData(doc: Document = document): InitialData | null {
  if (cache !== undefined) return cache;
  const el = doc.getElementById('initial-data');
  try {
    cache = el?.textContent ? (JSON.parse(el.textContent) as InitialData) : null;
  } catch {
    cache = null;
  }
  return cache;
}

/** Tests only: forget what was read. */
export function resetInitialData(): void {
  cache = undefined;
}

/** The path the server rendered, remembered at load so later navigations don't inherit its status. */
const initialPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * True when the server answered the page first loaded at `pathname` with 404: it knows which
 * salons, landings and posts exist, so the app shows its not-found page instead of a screen.
 */
export function serverSaysNotFound(pathname: string, doc: Document = document): boolean {
  const data = readInitialData(doc);
  return data?.status === 404 && pathname === initialPath;
}
