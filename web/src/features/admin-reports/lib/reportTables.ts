import type { TFunction } from 'i18next';
import { tableUrl, type FilterValue, type FilterValues, type TableDefinition, type TableFilterDef, type TableQuery } from '@/shared/ui/DataTable';
import { CLIENTS_URL, ORDERS_URL } from '../api/types';

type T = TFunction<'adminReports'>;

export const ORDER_STATUSES = ['new', 'moved', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const ORDER_SOURCES = ['online', 'manual'] as const;

export function clientsDefinition(t: T): TableDefinition {
  return {
    dataUrl: CLIENTS_URL,
    columns: [
      { name: 'name', label: t('columns.clients.name'), sortable: true, showInMobile: true },
      { name: 'phone', label: t('columns.clients.phone'), showInMobile: true },
      { name: 'email', label: t('columns.clients.email') },
      { name: 'registered', label: t('columns.clients.registered'), sortable: true },
      { name: 'bookings', label: t('columns.clients.bookings'), showInMobile: true },
      { name: 'completed', label: t('columns.clients.completed') },
      { name: 'spent', label: t('columns.clients.spent') },
    ],
    defaultSortColumn: 'registered',
    defaultSortDirection: -1,
    search: true,
  };
}

export function ordersDefinition(t: T): TableDefinition {
  return {
    dataUrl: ORDERS_URL,
    columns: [
      { name: 'visit', label: t('columns.orders.visit'), sortable: true, showInMobile: true },
      { name: 'salon', label: t('columns.orders.salon'), showInMobile: true },
      { name: 'master', label: t('columns.orders.master') },
      { name: 'client', label: t('columns.orders.client'), showInMobile: true },
      { name: 'status', label: t('columns.orders.status'), showInMobile: true },
      { name: 'total', label: t('columns.orders.total'), sortable: true },
      { name: 'source', label: t('columns.orders.source') },
    ],
    defaultSortColumn: 'visit',
    defaultSortDirection: -1,
    search: true,
  };
}

export function ordersFilters(t: T): TableFilterDef[] {
  return [
    { type: 'checkbox', name: 'status', label: t('columns.orders.status'), options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    { type: 'checkbox', name: 'source', label: t('columns.orders.source'), options: ORDER_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })) },
  ];
}

/** One end of a date range (server: `from` on or after, `to` on or before that day); empty is no filter. */
export function rangeEnd(end: 'from' | 'to', day: string): FilterValue | null {
  return day ? { type: 'date', mode: end === 'from' ? 'newer' : 'older', value: day } : null;
}

/** The day an end of the range holds, or ''. */
export function rangeDay(filters: FilterValues, end: 'from' | 'to'): string {
  const value = filters[end];
  return value?.type === 'date' ? value.value : '';
}

export type ExportFormat = 'xlsx' | 'csv';

/** The export of a table under its current sort, search and filters: `{dataUrl}?format=…&q=…` from its first row. */
export function exportUrl(dataUrl: string, query: TableQuery, format: ExportFormat): string {
  return tableUrl(`${dataUrl}?format=${format}`, { ...query, offset: 0 });
}
