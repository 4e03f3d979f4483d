import { useSyncExternalStore } from 'react';

/**
 * Whether the URL has moved on while the screen for it is still loading (code, translations, locale).
 * Set by the app's router the moment history changes and cleared when the new screen commits, so it
 * is already true for any render in between (e.g. an account update that lands first).
 */
let pending = false;
const listeners = new Set<() => void>();

export function setNavigationPending(next: boolean): void {
  if (next === pending) return;
  pending = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavigationPending(): boolean {
  // A page rendered on the server has nothing loading.
  return useSyncExternalStore(subscribe, () => pending, () => false);
}
