import { readInitialData } from '@/shared/api/initialData';

// This chunk may load after client-side navigation; the document's own URL says which page the
// server rendered (and embedded data for).
const atLoad = typeof window === 'undefined' ? '' : window.location.pathname;

function servedPath(): string {
  const nav = globalThis.performance?.getEntriesByType?.('navigation')[0];
  if (nav?.name) {
    try {
      return new URL(nav.name).pathname;
    } catch {
      /* fall through */
    }
  }
  return atLoad;
}

/** Embedded first data under `key`, only on the page the server rendered it for. */
export function embeddedFor<T>(key: string, pathname: string, valid: (value: unknown) => value is T): T | undefined {
  if (pathname !== servedPath()) return undefined;
  const value = readInitialData()?.[key];
  return valid(value) ? value : undefined;
}

export const isSalonList = (v: unknown): v is { salons: unknown[]; total: number } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { salons?: unknown }).salons) &&
  typeof (v as { total?: unknown }).total === 'number';
