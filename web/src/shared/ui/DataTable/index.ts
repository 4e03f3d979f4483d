export { DataTable, TABLE_MOBILE_QUERY, type DataTableProps } from './DataTable';
export { fetchTable, tableUrl } from './fetchTable';
export {
  TABLE_PAGE_SIZE,
  TABLE_SEARCH_DEBOUNCE_MS,
  activeFilters,
  buildTableQuery,
  isActiveFilter,
  nextSort,
  tableKeyPrefix,
  useTableData,
  useTableQuery,
  type TableQueryOptions,
  type TableQueryState,
  type TableSort,
} from './useTableQuery';
export type {
  DateFilterMode,
  FilterOption,
  FilterValue,
  FilterValues,
  RenderCell,
  SortDirection,
  TableColumn,
  TableDefinition,
  TableFilterDef,
  TableQuery,
  TableResult,
} from './types';
