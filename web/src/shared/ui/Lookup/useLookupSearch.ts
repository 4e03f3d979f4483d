import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import type { FetchLookupOptions, LookupOption } from './types';

/** idle: nothing typed; short: under the minimum; loading: waiting or fetching; done: options arrived. */
export type LookupStatus = 'idle' | 'short' | 'loading' | 'done';

// The snack code (notifications) loads only when a search fails, as the app's error handler does.
function notifyError(error: unknown) {
  void import('@/shared/ui/snack').then((m) => m.showSnack(apiErrorMessage(error), 'error'));
}

/**
 * Debounced search for `term`: waits `debounceMs` after the last change, then calls `fetchOptions`.
 * Results of an older term are dropped; a failure shows an error snack and leaves no options.
 */
export function useLookupSearch(term: string, fetchOptions: FetchLookupOptions, minChars: number, debounceMs: number) {
  const [state, setState] = useState<{ status: LookupStatus; options: LookupOption[] }>({ status: 'idle', options: [] });
  // Callers often pass an inline function; a new identity must not restart the search.
  const fetchRef = useRef(fetchOptions);
  fetchRef.current = fetchOptions;
  const trimmed = term.trim();

  useEffect(() => {
    if (trimmed === '') {
      setState({ status: 'idle', options: [] });
      return;
    }
    if (trimmed.length < minChars) {
      setState({ status: 'short', options: [] });
      return;
    }
    setState((s) => ({ status: 'loading', options: s.options }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchRef.current(trimmed, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setState({ status: 'done', options });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', options: [] });
          notifyError(error);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, minChars, debounceMs]);

  return state;
}
