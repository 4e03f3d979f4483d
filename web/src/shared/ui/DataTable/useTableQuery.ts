import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchTable } from './fetchTable';
import type { FilterValue, FilterValues, SortDirection, TableDefinition, TableQuery } from './types';

/** Default page size (spec §9). */
export const TABLE_PAGE_SIZE = 8;
/** Search input debounce (spec §9). */
export const TABLE_SEARCH_DEBOUNCE_MS = 500;

export interface TableSort {
  column: string | null;
  direction: SortDirection;
}

/** State of one table: paging, sort, search and filters, plus the query they make. */
export interface TableQueryState {
  /** The JSON sent as `q`; the search in it is the debounced one. */
  query: TableQuery;
  offset: number;
  limit: number;
  setOffset: (offset: number) => void;
  /** 1-based page; changes the offset by multiples of the limit. */
  page: number;
  setPage: (page: number) => void;
  sort: TableSort;
  setSort: (sort: TableSort) => void;
  /** A header click: another column sorts ascending; the same one cycles 1 → -1 → 0. */
  toggleSort: (column: string) => void;
  /** What the search input shows (applied after the debounce). */
  searchText: string;
  setSearchText: (text: string) => void;
  filters: FilterValues;
  /** Sets or (with null, or an empty value) removes one filter; back to page 1. */
  setFilter: (name: string, value: FilterValue | null) => void;
  /** Replaces all filters; back to page 1. */
  setFilters: (values: FilterValues) => void;
}

export interface TableQueryOptions {
  initialFilters?: FilterValues;
  limit?: number;
}

/** A filter that selects nothing is left out of the query. */
export function isActiveFilter(value: FilterValue | null | undefined): value is FilterValue {
  if (!value) return false;
  switch (value.type) {
    case 'checkbox':
      return value.values.length > 0;
    case 'radio':
      return value.value !== '';
    case 'number_range':
      return value.from !== null || value.to !== null;
    case 'date':
      return value.value !== '';
  }
}

/** Only the filters that select something. */
export function activeFilters(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => isActiveFilter(v)));
}

/** Next sort after a click on `column`. */
export function nextSort(sort: TableSort, column: string): TableSort {
  if (sort.column !== column || sort.direction === 0) return { column, direction: 1 };
  return sort.direction === 1 ? { column, direction: -1 } : { column, direction: 0 };
}

/** The wire query of a table state. */
export function buildTableQuery(parts: { offset: number; limit: number; sort: TableSort; search: string; filters: FilterValues }): TableQuery {
  const { offset, limit, sort, search, filters } = parts;
  return {
    offset,
    limit,
    ...(sort.column && sort.direction !== 0 ? { sortColumn: sort.column } : {}),
    sortDirection: sort.column ? sort.direction : 0,
    ...(search ? { search } : {}),
    filters: activeFilters(filters),
  };
}

export function useTableQuery(definition: TableDefinition, options: TableQueryOptions = {}): TableQueryState {
  const limit = options.limit ?? TABLE_PAGE_SIZE;
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<TableSort>({
    column: definition.defaultSortColumn ?? null,
    direction: definition.defaultSortDirection ?? 0,
  });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilterState] = useState<FilterValues>(() => activeFilters(options.initialFilters ?? {}));

  // The typed text reaches the query 500 ms after the last key, and starts from the first page.
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setOffset(0);
    }, TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const toggleSort = useCallback((column: string) => setSort((s) => nextSort(s, column)), []);
  const setFilter = useCallback((name: string, value: FilterValue | null) => {
    setFilterState((current) => {
      const { [name]: _removed, ...rest } = current;
      return isActiveFilter(value) ? { ...rest, [name]: value } : rest;
    });
    setOffset(0);
  }, []);
  const setFilters = useCallback((values: FilterValues) => {
    setFilterState(activeFilters(values));
    setOffset(0);
  }, []);
  const setPage = useCallback((page: number) => setOffset(Math.max(0, (page - 1) * limit)), [limit]);

  const query = useMemo(() => buildTableQuery({ offset, limit, sort, search, filters }), [offset, limit, sort, search, filters]);
  return {
    query,
    offset,
    limit,
    setOffset,
    page: Math.floor(offset / limit) + 1,
    setPage,
    sort,
    setSort,
    toggleSort,
    searchText,
    setSearchText,
    filters,
    setFilter,
    setFilters,
  };
}

/** Query-key prefix of every page of one table: invalidate it after a mutation. */
export function tableKeyPrefix(dataUrl: string) {
  return ['table', dataUrl] as const;
}

/** One page of a table, keeping the previous page on screen while the next one loads. */
export function useTableData<Row>(definition: Pick<TableDefinition, 'dataUrl'>, query: TableQuery) {
  const { dataUrl } = definition;
  return useQuery({
    queryKey: [...tableKeyPrefix(dataUrl), query] as const,
    queryFn: ({ signal }) => fetchTable<Row>(dataUrl, query, signal),
    placeholderData: keepPreviousData,
  });
}
