import { Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import classes from './DataTable.module.css';
import type { TableSort } from './useTableQuery';
import type { RenderCell, TableColumn } from './types';

export interface RowsViewProps<Row> {
  columns: TableColumn[];
  /** Undefined while the first page loads: skeleton rows show. */
  rows: Row[] | undefined;
  skeletonRows: number;
  renderCell: RenderCell<Row>;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  rowActions?: (row: Row) => ReactNode;
}

interface Props<Row> extends RowsViewProps<Row> {
  sort: TableSort;
  onSort: (column: string) => void;
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** Enter or space on a focused row acts like a click. */
export function rowKeyHandler(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    action();
  };
}

function SortHeader({ column, sort, onSort }: { column: TableColumn; sort: TableSort; onSort: (c: string) => void }) {
  const { t } = useTranslation('cabinet');
  const direction = sort.column === column.name ? sort.direction : 0;
  const Icon = direction === 1 ? IconChevronUp : direction === -1 ? IconChevronDown : IconSelector;
  const hint = direction === 1 ? t('table.sort_desc') : direction === -1 ? t('table.sort_default') : t('table.sort_asc');
  return (
    <Table.Th colSpan={column.colspan} aria-sort={direction === 1 ? 'ascending' : direction === -1 ? 'descending' : undefined}>
      <UnstyledButton
        className={classes.sortButton}
        data-sorted={direction !== 0 || undefined}
        title={hint}
        onClick={() => onSort(column.name)}
        data-testid={`table-sort-${column.name}`}
      >
        {column.label}
        <Icon size={14} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Desktop view: a table with sortable headers. */
export function TableView<Row>({ columns, rows, skeletonRows, renderCell, rowKey, onRowClick, rowActions, sort, onSort }: Props<Row>) {
  const { t } = useTranslation('cabinet');
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover={Boolean(onRowClick)} data-testid="table-view">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortable ? (
                <SortHeader key={column.name} column={column} sort={sort} onSort={onSort} />
              ) : (
                <Table.Th key={column.name} colSpan={column.colspan}>
                  {column.label}
                </Table.Th>
              ),
            )}
            {rowActions && (
              <Table.Th className={classes.actions}>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  className={onRowClick ? classes.clickable : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? rowKeyHandler(() => onRowClick(row)) : undefined}
                  data-testid="table-row"
                >
                  {columns.map((column) => (
                    <Table.Td key={column.name} colSpan={column.colspan}>
                      {renderCell(row, column.name)}
                    </Table.Td>
                  ))}
                  {rowActions && (
                    <Table.Td className={classes.actions} onClick={stop} onKeyDown={stop}>
                      {rowActions(row)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i} data-testid="table-skeleton">
                  {columns.map((column) => (
                    <Table.Td key={column.name} colSpan={column.colspan}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                  {rowActions && <Table.Td />}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
