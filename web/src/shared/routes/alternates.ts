import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from './table';

/**
 * Where the language switch goes from a screen whose address differs per language for data
 * reasons, not route reasons: a blog post's translation has its own slug, and a post without a
 * translation has no address in that language at all. The screen on show sets one function; the
 * language switch asks it first and falls back to the route table (`switchLocalePath`).
 */
type Alternates = (target: Locale) => string;

let current: Alternates | null = null;
const listeners = new Set<() => void>();

function set(next: Alternates | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The screen's addresses in other languages while it is shown (`null`: the route table's). */
export function useLocaleAlternates(alternates: Alternates | null) {
  useEffect(() => {
    set(alternates);
    return () => set(null);
  }, [alternates]);
}

/** The current screen's alternates, for the language switch. */
export function useCurrentAlternates(): Alternates | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/**
 * An article's alternates: its translation where one exists (`translations`: locale and slug),
 * else the list screen of that language.
 */
export function translationAlternates(
  translations: { locale: string; slug: string }[],
  article: (locale: Locale, slug: string) => string,
  list: (locale: Locale) => string,
): Alternates {
  return (target) => {
    const found = translations.find((t) => t.locale === target);
    return found ? article(target, found.slug) : list(target);
  };
}
