import type { ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';

/** Spec §5 / §9: lookups search from 3 characters, 250 ms after the last keystroke. */
export const LOOKUP_MIN_CHARS = 3;
export const LOOKUP_DEBOUNCE_MS = 250;

/** One lookup option; the API's SelectOption (spec §3) fits it as is. */
export interface LookupOption {
  id: string;
  text: string;
  /** Second line under the text (district, city or category). */
  district_name?: string | null;
  disabled?: boolean;
  type?: string;
  slug?: string | null;
}

/** Loads the options for a term (already trimmed, at least `minChars` long). */
export type FetchLookupOptions = (term: string, signal: AbortSignal) => Promise<LookupOption[]>;

export interface LookupProps {
  label: ReactNode;
  placeholder?: string;
  fetchOptions: FetchLookupOptions;
  /** The picked option (controlled); null while nothing is picked. */
  value?: LookupOption | null;
  /** Called with the picked option, and with null when typing drops the pick or the field is cleared. */
  onChange?: (option: LookupOption | null) => void;
  /** Every change of the typed text (the caller may search with free text). */
  onSearchChange?: (text: string) => void;
  /** Offered while the field is empty (e.g. search history); without them the hint says "start typing". */
  idleOptions?: LookupOption[];
  /** Group heading over `idleOptions`. */
  idleLabel?: string;
  /** Spec §5 / §9: 3 characters. */
  minChars?: number;
  /** Spec §9: 250 ms. */
  debounceMs?: number;
  leftSection?: ReactNode;
  size?: MantineSize;
  className?: string;
  id?: string;
  name?: string;
  error?: ReactNode;
  disabled?: boolean;
  /** Test id of the text input. */
  'data-testid'?: string;
}
