import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SalonCardData } from './types';

/** Query key prefix of GET /api/client/bookmarks (the locale follows). */
export const bookmarksQueryKey = ['client', 'bookmarks'] as const;

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

function patchList(list: unknown, salonId: number, favorite: boolean): unknown {
  if (!Array.isArray(list)) return list;
  let changed = false;
  const next = list.map((item: unknown) => {
    if (isObject(item) && item.id === salonId && item.is_favorite !== favorite) {
      changed = true;
      return { ...item, is_favorite: favorite };
    }
    return item;
  });
  return changed ? next : list;
}

/**
 * `data` with the salon's `is_favorite` set, wherever a cached answer carries it: salon lists
 * (`salons`), a salon page (top level) and its `nearby` salons. Unchanged data keeps its identity.
 */
export function patchFavorite(data: unknown, salonId: number, favorite: boolean): unknown {
  if (!isObject(data)) return data;
  let next: Loose = data;
  const set = (key: string, value: unknown) => {
    if (value !== next[key]) next = { ...next, [key]: value };
  };
  if (data.id === salonId && 'is_favorite' in data) set('is_favorite', favorite);
  for (const key of ['salons', 'nearby']) if (key in data) set(key, patchList(data[key], salonId, favorite));
  return next;
}

/** Snapshot to undo an optimistic change with: the bookmarks lists (one per locale) before it. */
export interface FavoriteSnapshot {
  bookmarks: [QueryKey, unknown][];
}

type BookmarkList = { salons: SalonCardData[] };

const isBookmarkList = (v: unknown): v is BookmarkList => isObject(v) && Array.isArray(v.salons);

/**
 * Optimistic update of every cached answer; unmarking also drops the salon from the bookmarks list.
 * Returns what restoring needs.
 */
export function applyFavorite(client: QueryClient, salonId: number, favorite: boolean): FavoriteSnapshot {
  const bookmarks = client.getQueriesData({ queryKey: bookmarksQueryKey });
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const patched = patchFavorite(data, salonId, favorite);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
  }
  if (!favorite) {
    for (const [key, data] of bookmarks) {
      if (isBookmarkList(data)) client.setQueryData(key, { ...data, salons: data.salons.filter((s) => s.id !== salonId) });
    }
  }
  return { bookmarks };
}

/** Undoes applyFavorite(). */
export function revertFavorite(client: QueryClient, salonId: number, favorite: boolean, snapshot: FavoriteSnapshot): void {
  applyFavorite(client, salonId, !favorite);
  for (const [key, data] of snapshot.bookmarks) client.setQueryData(key, data);
}
