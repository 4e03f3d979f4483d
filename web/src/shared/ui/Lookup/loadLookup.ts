import type { ComponentType } from 'react';
import type { LookupComboboxProps } from './LookupCombobox';

export type LookupImpl = ComponentType<LookupComboboxProps>;
type Impl = LookupImpl;

let loaded: Impl | null = null;
let loading: Promise<Impl> | null = null;

/** The combobox part once loaded, else null. */
export function loadedLookup(): Impl | null {
  return loaded;
}

/**
 * Loads the combobox part (Mantine Combobox, Popover and Floating UI, ~20 KB gzip) in its own
 * chunk so it stays out of the public routes' first JavaScript.
 */
export function preloadLookup(): Promise<Impl> {
  loading ??= import('./LookupCombobox').then(
    (m) => (loaded = m.LookupCombobox),
    (error: unknown) => {
      loading = null; // let a later mount retry (e.g. after a deploy replaced the chunk)
      throw error;
    },
  );
  return loading;
}
