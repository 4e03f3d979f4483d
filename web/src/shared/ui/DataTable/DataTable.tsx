import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '@/shared/api/errorMessage';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import classes from './DataTable.module.css';
import { TableCards } from './TableCards';
import { TablePagination } from './TablePagination';
import { TableToolbar } from './TableToolbar';
import { TableView } from './TableView';
import { useTableData, useTableQuery, type TableQueryState } from './useTableQuery';
import type { FilterValues, RenderCell, TableDefinition, TableFilterDef } from './types';

/** Below 640 px rows become cards (spec §9 breakpoints). */
export const TABLE_MOBILE_QUERY = '(max-width: 39.99em)';

export interface DataTableProps<Row> {
  definition: TableDefinition;
  /** Filters offered in the filter panel. */
  filters?: TableFilterDef[];
  renderCell: RenderCell<Row>;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  /** Buttons of a row (last column; bottom of the card on phones). Clicks do not reach onRowClick. */
  rowActions?: (row: Row) => ReactNode;
  /** The page's own controls beside search and filters, e.g. a Create button. */
  toolbar?: ReactNode;
  /** Filters applied from the start (ignored when `query` is given). */
  initialFilters?: FilterValues;
  /** Shown when there are no rows; a generic text otherwise. */
  emptyText?: ReactNode;
  /** State from `useTableQuery` when the page drives it too (status tabs, reading `meta`). */
  query?: TableQueryState;
  'data-testid'?: string;
}

function TableError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('cabinet');
  const errorText = useErrorText();
  const text = errorMessage(error, (key) => (i18n.exists(`errors:${key}`) ? errorText(key) : null));
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="table-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} data-testid="table-retry">
          {t('table.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The one data table of the cabinets (spec §3): `GET {dataUrl}?q={json}` → `{rows, count, meta}`,
 * with sortable headers, debounced search, filters and pages; cards instead of rows on phones.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { definition, filters, renderCell, rowKey, onRowClick, rowActions, toolbar, initialFilters, emptyText } = props;
  const { t } = useTranslation('cabinet');
  const own = useTableQuery(definition, { initialFilters });
  const state = props.query ?? own;
  const data = useTableData<Row>(definition, state.query);
  const mobile = useMediaQuery(TABLE_MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const count = data.data?.count ?? 0;

  // A page that emptied (e.g. its last row was deleted) moves back to the last page that has rows.
  const { offset, limit, setOffset } = state;
  useEffect(() => {
    if (data.data && !data.isPlaceholderData && count > 0 && offset >= count) setOffset(Math.floor((count - 1) / limit) * limit);
  }, [data.data, data.isPlaceholderData, count, offset, limit, setOffset]);

  const rows = data.isError ? undefined : data.data?.rows;
  const view = { columns: definition.columns, rows, skeletonRows: Math.min(limit, 8), renderCell, rowKey, onRowClick, rowActions };
  let body: ReactNode;
  if (data.isError) body = <TableError error={data.error} onRetry={() => void data.refetch()} />;
  else if (rows && rows.length === 0)
    body = (
      <Center py="xl" data-testid="table-empty">
        <Text c="dimmed">{emptyText ?? t('table.empty')}</Text>
      </Center>
    );
  else if (mobile) body = <TableCards {...view} />;
  else body = <TableView {...view} sort={state.sort} onSort={state.toggleSort} />;

  return (
    <Stack gap="md" data-testid={props['data-testid'] ?? 'data-table'} data-mobile={mobile || undefined}>
      <TableToolbar
        state={state}
        search={Boolean(definition.search)}
        filters={filters}
        mobile={mobile}
        sortableColumns={definition.columns.filter((c) => c.sortable)}
        toolbar={toolbar}
      />
      <div className={data.isPlaceholderData ? classes.stale : undefined} aria-busy={data.isFetching || undefined}>
        {body}
      </div>
      {!data.isError && <TablePagination offset={offset} limit={limit} count={count} capped={data.data?.countCapped ?? false} onPage={state.setPage} />}
    </Stack>
  );
}
