import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { TableFilters } from './TableFilters';
import type { TableQueryState } from './useTableQuery';
import type { TableColumn, TableFilterDef } from './types';

interface Props {
  state: TableQueryState;
  search: boolean;
  filters?: TableFilterDef[];
  /** Phones have no headers to click: a sort select stands in for them. */
  mobile: boolean;
  sortableColumns: TableColumn[];
  toolbar?: ReactNode;
}

/** The select value of a sort; '' is the table's default order. */
const sortValue = (column: string | null, direction: number) => (column && direction ? `${column}:${direction}` : '');

function SortSelect({ state, columns }: { state: TableQueryState; columns: TableColumn[] }) {
  const { t } = useTranslation('cabinet');
  const data = [
    { value: '', label: t('table.sort_default') },
    ...columns.flatMap((c) => [
      { value: `${c.name}:1`, label: t('table.sort_option_asc', { column: c.label }) },
      { value: `${c.name}:-1`, label: t('table.sort_option_desc', { column: c.label }) },
    ]),
  ];
  return (
    <NativeSelect
      aria-label={t('table.sort_by')}
      data={data}
      value={sortValue(state.sort.column, state.sort.direction)}
      onChange={(e) => {
        const [column = '', direction = '0'] = e.currentTarget.value.split(':');
        state.setSort({ column: column || null, direction: Number(direction) as -1 | 0 | 1 });
      }}
      data-testid="table-sort-select"
    />
  );
}

/** Search input, filter button, (on phones) sort select, and the page's own controls. */
export function TableToolbar({ state, search, filters, mobile, sortableColumns, toolbar }: Props) {
  const { t } = useTranslation('cabinet');
  const hasFilters = Boolean(filters?.length);
  const hasSort = mobile && sortableColumns.length > 0;
  if (!search && !hasFilters && !hasSort && !toolbar) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 280px' }}>
        {search && (
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('table.search')}
            aria-label={t('table.search_label')}
            value={state.searchText}
            onChange={(e) => state.setSearchText(e.currentTarget.value)}
            rightSection={
              state.searchText ? <CloseButton size="sm" aria-label={t('table.clear_search')} onClick={() => state.setSearchText('')} /> : null
            }
            style={{ flex: '1 1 200px', maxWidth: 360 }}
            data-testid="table-search"
          />
        )}
        {hasFilters && <TableFilters definitions={filters!} value={state.filters} onApply={state.setFilters} mobile={mobile} />}
        {hasSort && <SortSelect state={state} columns={sortableColumns} />}
      </Group>
      {toolbar}
    </Group>
  );
}
