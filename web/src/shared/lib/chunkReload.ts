/** sessionStorage key holding the time of the last forced reload. */
export const CHUNK_RELOAD_KEY = 'randevu:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for the errors a browser raises when a lazily loaded chunk is gone (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((re) => re.test(message));
}

/**
 * Whether a chunk failure may reload the page now: at most once per 60 s, remembered in sessionStorage
 * so a chunk that is really missing cannot cause a reload loop.
 */
export function shouldReloadForChunkError(storage: Storage, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Reloads the page for a chunk error if the throttle allows; returns whether it did. */
export function reloadForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  storage: Storage = window.sessionStorage,
): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!shouldReloadForChunkError(storage)) return false;
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import's dependencies fail to load. */
export function installChunkReloadListener(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (shouldReloadForChunkError(window.sessionStorage)) {
      event.preventDefault();
      window.location.reload();
    } else if (payload) {
      console.error(payload);
    }
  });
}
