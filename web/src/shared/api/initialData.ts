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
