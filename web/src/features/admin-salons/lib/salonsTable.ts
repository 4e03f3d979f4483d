import type { TFunction } from 'i18next';
import type { FilterValue, FilterValues, TableDefinition, TableFilterDef } from '@/shared/ui/DataTable';
import { SALONS_URL } from '../api/keys';

/** The tabs of spec §2 (server: domain::salon_admin::SalonTab), in the order shown. */
export const TABS = [
  'all',
  'active',
  'new',
  'deactivated_immediately',
  'deactivated_after_orders',
  'without_appointments',
  'inactive',
  'star',
] as const;
export type Tab = (typeof TABS)[number];

type T = TFunction<'adminSalons'>;

export function salonsDefinition(t: T): TableDefinition {
  return {
    dataUrl: SALONS_URL,
    columns: [
      { name: 'name', label: t('columns.name'), sortable: true, showInMobile: true, colspan: 2 },
      { name: 'city', label: t('columns.city'), sortable: true, showInMobile: true },
      { name: 'plan', label: t('columns.plan'), sortable: true },
      { name: 'status', label: t('columns.status'), sortable: true, showInMobile: true },
      { name: 'star', label: t('columns.star'), sortable: true },
      { name: 'masters', label: t('columns.masters') },
      { name: 'appointments', label: t('columns.appointments') },
      { name: 'last_activity', label: t('columns.last_activity'), sortable: true, showInMobile: true },
      { name: 'created', label: t('columns.created'), sortable: true },
    ],
    defaultSortColumn: 'created',
    defaultSortDirection: -1,
    search: true,
  };
}

export function salonFilters(t: T): TableFilterDef[] {
  return [{ type: 'checkbox', name: 'plan', label: t('columns.plan'), options: (['free', 'premium'] as const).map((p) => ({ value: p, label: t(`plan.${p}`) })) }];
}

export function isTab(value: string | null | undefined): value is Tab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/** The `tab` filter a tab stands for; `all` is no filter. */
export function tabFilter(tab: Tab): FilterValue | null {
  return tab === 'all' ? null : { type: 'radio', value: tab };
}

/** Which tab the filters show. */
export function tabOf(filters: FilterValues): Tab {
  const tab = filters.tab;
  return tab?.type === 'radio' && isTab(tab.value) ? tab.value : 'all';
}

/** The filters a `?tab=` opens the page with. */
export function initialFilters(tab: string | null): FilterValues {
  const filter = isTab(tab) ? tabFilter(tab) : null;
  return filter ? { tab: filter } : {};
}
