import { useEffect } from 'react';

/** A title and description a screen sets from its own data (a salon's name, a landing's SEO texts). */
export interface ScreenMeta {
  title: string;
  description?: string;
}

let current: ScreenMeta | null = null;
const listeners = new Set<() => void>();

function set(next: ScreenMeta | null) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** What the mounted screen asked for, if anything (read by RootLayout's useDocumentMeta). */
export const screenMeta = {
  get: (): ScreenMeta | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The current screen's document title (used as is: include the brand) and meta description; they win
 * over the route's generic texts until the screen unmounts or passes an undefined title (e.g. while its
 * data loads).
 */
export function useScreenMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    const mine: ScreenMeta = { title, description };
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [title, description]);
}
