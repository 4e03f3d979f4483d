import type { TFunction } from 'i18next';
import type { FilterValue, FilterValues, TableDefinition, TableFilterDef } from '@/shared/ui/DataTable';
import { APPOINTMENTS_URL } from '../api/keys';
import { STATUSES } from './status';

/** The states of spec §4 the table filters by (server: store::desk::table::State). */
export const STATES = ['planned', 'paid', 'unpaid', 'new', 'rejected', 'important', 'viewed', 'unviewed'] as const;

/** Tabs above the table: all, then one per status. */
export const TABS = ['all', ...STATUSES] as const;
export type Tab = (typeof TABS)[number];

type T = TFunction<'salonDesk'>;

/** Columns of spec §2 appointments: date/time, client, master, services, total, status, payment. */
export function appointmentsDefinition(t: T): TableDefinition {
  return {
    dataUrl: APPOINTMENTS_URL,
    columns: [
      { name: 'date', label: t('table.date'), sortable: true, showInMobile: true },
      { name: 'client', label: t('table.client'), sortable: true, showInMobile: true },
      { name: 'master', label: t('table.master') },
      { name: 'services', label: t('table.services'), showInMobile: true },
      { name: 'total', label: t('table.total'), sortable: true },
      { name: 'status', label: t('table.status'), sortable: true, showInMobile: true },
      { name: 'payment', label: t('table.payment') },
    ],
    defaultSortColumn: 'date',
    defaultSortDirection: -1,
    search: true,
  };
}

/** The filter panel: states, masters, date, total (TRY, as typed; the server keeps kuruş). */
export function appointmentFilters(t: T, masters: { id: number; full_name: string }[]): TableFilterDef[] {
  return [
    { type: 'checkbox', name: 'state', label: t('filters.state'), options: STATES.map((s) => ({ value: s, label: t(`states.${s}`) })) },
    { type: 'checkbox', name: 'master', label: t('filters.master'), options: masters.map((m) => ({ value: String(m.id), label: m.full_name })) },
    { type: 'date', name: 'date', label: t('filters.date') },
    { type: 'number_range', name: 'total', label: t('filters.total'), min: 0, step: 50 },
  ];
}

/** The status filter a tab stands for; `all` is no filter. */
export function tabFilter(tab: Tab): FilterValue | null {
  return tab === 'all' ? null : { type: 'checkbox', values: [tab] };
}

/** Which tab the current filters show: a single ticked status, else all. */
export function tabOf(filters: FilterValues): Tab {
  const status = filters.status;
  if (status?.type === 'checkbox' && status.values.length === 1) {
    const only = status.values[0] as Tab;
    if ((TABS as readonly string[]).includes(only)) return only;
  }
  return 'all';
}
