import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from './chunkReload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');

describe('chunk reload', () => {
  it('recognises dynamic import failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload per 60 s', () => {
    const t0 = 1_000_000;
    expect(shouldReloadForChunkError(sessionStorage, t0)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(shouldReloadForChunkError(sessionStorage, t0 + 1_000)).toBe(false);
    expect(shouldReloadForChunkError(sessionStorage, t0 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(sessionStorage, t0 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('reloads for a chunk error, not twice in a row, never for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('other'), reload, sessionStorage)).toBe(false);
    expect(reloadForChunkError(chunkError, reload, sessionStorage)).toBe(true);
    expect(reloadForChunkError(chunkError, reload, sessionStorage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
