import type { ReactNode } from 'react';

/** -1 descending, 1 ascending, 0 the table's default order (spec §3). */
export type SortDirection = -1 | 0 | 1;

/** One column of a data table. */
export interface TableColumn {
  /** Key of the column; also the `sortColumn` sent to the server. */
  name: string;
  /** Header text (already translated). */
  label: string;
  /** Shown on the card that replaces the row below 640 px. */
  showInMobile?: boolean;
  sortable?: boolean;
  colspan?: number;
}

/** A data table as the spec defines it (§3 "Data table definition"). */
export interface TableDefinition {
  columns: TableColumn[];
  defaultSortColumn?: string;
  defaultSortDirection?: SortDirection;
  /** API path answering `GET {dataUrl}?q={json}`, e.g. `/api/salon/clients`. */
  dataUrl: string;
  /** Shows the search input. */
  search?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterDefBase {
  /** Key in `filters` of the query. */
  name: string;
  /** Field label (already translated). */
  label: string;
}

/** A filter the filter panel offers. */
export type TableFilterDef =
  | (FilterDefBase & { type: 'checkbox'; options: FilterOption[] })
  | (FilterDefBase & { type: 'radio'; options: FilterOption[] })
  | (FilterDefBase & { type: 'number_range'; min?: number; max?: number; step?: number })
  | (FilterDefBase & { type: 'date' });

export type DateFilterMode = 'older' | 'exact' | 'newer';

/** A filter's value as it travels in `filters` of the query. */
export type FilterValue =
  | { type: 'checkbox'; values: string[] }
  | { type: 'radio'; value: string }
  /** Empty number inputs are null (spec §5). */
  | { type: 'number_range'; from: number | null; to: number | null }
  /** `value` is yyyy-MM-dd. */
  | { type: 'date'; mode: DateFilterMode; value: string };

export type FilterValues = Record<string, FilterValue>;

/** The JSON sent as `q` (crates/api/src/table.rs `TableQuery`). */
export interface TableQuery {
  offset: number;
  limit: number;
  /** Left out when the direction is 0 (the table's default order). */
  sortColumn?: string;
  sortDirection: SortDirection;
  /** Left out when empty. */
  search?: string;
  filters: FilterValues;
}

/** A page of a table. */
export interface TableResult<Row> {
  rows: Row[];
  count: number;
  /** More rows than `count` match: the server counted up to its cap and stopped ("1000+"). */
  countCapped: boolean;
  /** Table-specific extras, e.g. counts per status tab. */
  meta: Record<string, unknown>;
}

/** Renders the content of one cell. */
export type RenderCell<Row> = (row: Row, columnName: string) => ReactNode;
