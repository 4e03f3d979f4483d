/** One searched service, with its name so the history can be shown without a request. */
export interface SearchHistoryEntry {
  id: string;
  text: string;
}

/** localStorage key of the search history. */
export const SEARCH_HISTORY_KEY = 'search_history';
/** Spec §9: the last 10 service ids. */
export const SEARCH_HISTORY_LIMIT = 10;

/** Puts `entry` first, drops its older copy, keeps at most `limit` entries (pure). */
export function addToHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  return [entry, ...history.filter((e) => e.id !== entry.id)].slice(0, limit);
}

/** The stored history, tolerating missing, broken or foreign data. */
export function parseHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data
      .filter(
        (e): e is SearchHistoryEntry =>
          typeof e === 'object' && e !== null && typeof e.id === 'string' && e.id !== '' && typeof e.text === 'string',
      )
      .map(({ id, text }) => ({ id, text }))
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

export function readHistory(): SearchHistoryEntry[] {
  try {
    return parseHistory(window.localStorage.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return []; // storage blocked (private mode, sandboxed frame)
  }
}

/** Records a searched service and returns the new history. */
export function rememberSearch(entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const next = addToHistory(readHistory(), entry);
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the history is a convenience */
  }
  return next;
}
