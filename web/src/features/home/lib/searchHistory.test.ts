import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory, readHistory, rememberSearch, SEARCH_HISTORY_KEY, type SearchHistoryEntry } from './searchHistory';

const e = (id: number): SearchHistoryEntry => ({ id: String(id), text: `Service ${id}` });

describe('addToHistory', () => {
  it('puts the newest first', () => {
    expect(addToHistory([e(1), e(2)], e(3))).toEqual([e(3), e(1), e(2)]);
  });

  it('moves a repeated id to the front instead of duplicating it', () => {
    const renamed = { id: '2', text: 'Renamed' };
    expect(addToHistory([e(1), e(2), e(3)], renamed)).toEqual([renamed, e(1), e(3)]);
  });

  it('keeps the last 10', () => {
    const full = Array.from({ length: 10 }, (_, i) => e(i + 1));
    const next = addToHistory(full, e(11));
    expect(next).toHaveLength(10);
    expect(next[0]).toEqual(e(11));
    expect(next.map((x) => x.id)).not.toContain('10');
  });

  it('does not change its input', () => {
    const history = [e(1)];
    addToHistory(history, e(2));
    expect(history).toEqual([e(1)]);
  });
});

describe('parseHistory', () => {
  it('ignores missing, broken and foreign data', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"id":"1"}')).toEqual([]);
    expect(parseHistory('[1, {"id":"2","text":"Nail"}, {"id":3,"text":"x"}, null]')).toEqual([{ id: '2', text: 'Nail' }]);
  });
});

describe('rememberSearch', () => {
  it('stores the history in localStorage under search_history', () => {
    rememberSearch(e(1));
    rememberSearch(e(2));
    rememberSearch(e(1));
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual([e(1), e(2)]);
    expect(readHistory()).toEqual([e(1), e(2)]);
  });
});
