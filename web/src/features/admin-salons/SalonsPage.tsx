import { Button, Group, NumberInput, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatCount, formatInstant } from '@/shared/lib/format';
import { DataTable, useTableData, useTableQuery } from '@/shared/ui/DataTable';
import { useStarCount, useUpdateStarCount } from './api/queries';
import type { SalonRow, SalonsMeta } from './api/types';
import { SalonDrawer } from './components/SalonDrawer';
import { StatusBadge } from './components/StatusBadge';
import { initialFilters, salonFilters, salonsDefinition, TABS, tabFilter, tabOf, type Tab } from './lib/salonsTable';

/** The maximum an admin may set (domain::salon_admin::STAR_COUNT_MAX). */
const STAR_COUNT_MAX = 1000;

/** admin-salons (spec §2 admin salons): every salon in one data table with the spec's tabs and their counts. */
export function SalonsPage() {
  const { t } = useTranslation('adminSalons');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const definition = useMemo(() => salonsDefinition(t), [t]);
  const filters = useMemo(() => salonFilters(t), [t]);
  const state = useTableQuery(definition, { initialFilters: initialFilters(params.get('tab')) });
  // Same key as the table's own call: this reads its cached page for the tab counts.
  const page = useTableData<SalonRow>(definition, state.query);
  const meta = page.data?.meta as SalonsMeta | undefined;
  const tab = tabOf(state.filters);
  // `?salon=<id>` opens its card (the link from the sales table).
  const [openId, setOpenId] = useState<number | null>(() => {
    const id = Number(params.get('salon'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });

  // The tab lives in the address too (`?tab=new`), so a link or a reload opens it.
  const urlTab = params.get('tab') ?? 'all';
  useEffect(() => {
    if (urlTab !== tab) setParams(tab === 'all' ? {} : { tab }, { replace: true });
  }, [tab, urlTab, setParams]);

  const renderCell = (row: SalonRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600} data-testid="row-name">
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.phone}
            </Text>
          </Stack>
        );
      case 'city':
        return row.city ?? '—';
      case 'plan':
        return t(`plan.${row.plan === 'premium' ? 'premium' : 'free'}`);
      case 'status':
        return <StatusBadge status={row.status} type={row.deactivation_type} />;
      case 'star':
        return row.is_star ? <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-label={t('columns.star')} /> : null;
      case 'masters':
        return row.masters;
      case 'appointments':
        return row.appointments;
      case 'last_activity':
        return formatInstant(row.last_activity, locale);
      case 'created':
        return formatInstant(row.created_at, locale, 'date');
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="admin-salons-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <StarCountControl />
      </Group>
      <Tabs value={tab} onChange={(v) => state.setFilter('tab', tabFilter((v ?? 'all') as Tab))} data-testid="salons-tabs">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              data-testid={`salons-tab-${name}`}
            >
              {t(`tabs.${name}`)}
              {meta && (
                // Plain text, not a badge: the tab's side section is too narrow for a number.
                <Text span size="sm" c="dimmed" ml={4}>
                  (<span data-testid={`salons-count-${name}`}>{formatCount(meta.counts[name], locale)}</span>)
                </Text>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The table is the active tab's panel, so every tab's aria-controls names an element (axe). */}
        <Tabs.Panel value={tab} pt="lg">
          <DataTable<SalonRow>
            definition={definition}
            filters={filters}
            query={state}
            renderCell={renderCell}
            rowKey={(row) => row.id}
            onRowClick={(row) => setOpenId(row.id)}
            emptyText={t('empty')}
            data-testid="salons-table"
          />
        </Tabs.Panel>
      </Tabs>
      <SalonDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

/** The maximum number of star salons, and how many there are. */
function StarCountControl() {
  const { t } = useTranslation('adminSalons');
  const current = useStarCount();
  const update = useUpdateStarCount();
  const [value, setValue] = useState<number | string>('');
  useEffect(() => {
    if (current.data) setValue(current.data.star_count);
  }, [current.data]);
  if (!current.data) return null;
  const changed = typeof value === 'number' && value !== current.data.star_count;
  return (
    <Group gap="xs" align="flex-end" data-testid="star-count">
      <NumberInput
        label={t('star_count.label', { starred: current.data.starred })}
        value={value}
        onChange={setValue}
        min={0}
        max={STAR_COUNT_MAX}
        allowDecimal={false}
        w={220}
      />
      <Button variant="light" disabled={!changed} loading={update.isPending} onClick={() => typeof value === 'number' && update.mutate(value)}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
