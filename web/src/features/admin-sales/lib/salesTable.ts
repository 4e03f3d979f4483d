import type { TFunction } from 'i18next';
import type { FilterValue, FilterValues, TableDefinition, TableFilterDef } from '@/shared/ui/DataTable';
import { SALES_URL } from '../api/keys';

type T = TFunction<'adminSales'>;

export const PLANS = ['free', 'premium'] as const;
export const STATUSES = ['paid', 'unpaid'] as const;

export function salesDefinition(t: T): TableDefinition {
  return {
    dataUrl: SALES_URL,
    columns: [
      { name: 'date', label: t('columns.date'), sortable: true, showInMobile: true },
      { name: 'salon', label: t('columns.salon'), sortable: true, showInMobile: true, colspan: 2 },
      { name: 'plan', label: t('columns.plan'), sortable: true },
      { name: 'amount', label: t('columns.amount'), sortable: true, showInMobile: true },
      { name: 'status', label: t('columns.status'), sortable: true, showInMobile: true },
      { name: 'period', label: t('columns.period'), sortable: true },
      { name: 'provider', label: t('columns.provider'), sortable: true },
    ],
    defaultSortColumn: 'date',
    defaultSortDirection: -1,
    search: true,
  };
}

/** The panel's filters; the date range has its own two inputs above the table. */
export function salesFilters(t: T): TableFilterDef[] {
  return [
    { type: 'checkbox', name: 'plan', label: t('columns.plan'), options: PLANS.map((p) => ({ value: p, label: t(`plan.${p}`) })) },
    { type: 'checkbox', name: 'status', label: t('columns.status'), options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
  ];
}

/** One end of the date range (server: `from` on or after, `to` on or before that day); empty is no filter. */
export function rangeEnd(end: 'from' | 'to', day: string): FilterValue | null {
  return day ? { type: 'date', mode: end === 'from' ? 'newer' : 'older', value: day } : null;
}

/** The day an end of the range holds, or ''. */
export function rangeDay(filters: FilterValues, end: 'from' | 'to'): string {
  const value = filters[end];
  return value?.type === 'date' ? value.value : '';
}

/** The filters a `?salon=` opens the page with (the link from a salon's admin card). */
export function initialFilters(salon: string | null): FilterValues {
  return salon && /^\d+$/.test(salon) ? { salon: { type: 'radio', value: salon } } : {};
}
