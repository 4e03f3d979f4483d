export { Lookup } from './Lookup';
export { preloadLookup } from './loadLookup';
export { LOOKUP_DEBOUNCE_MS, LOOKUP_MIN_CHARS, type FetchLookupOptions, type LookupOption, type LookupProps } from './types';
