import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { DataTable, useTableData, useTableQuery } from '@/shared/ui/DataTable';
import type { ActRow, AppointmentsMeta } from '../api/types';
import { useDeskOptions } from '../api/useDeskOptions';
import { appointmentFilters, appointmentsDefinition, TABS, tabFilter, tabOf, type Tab } from '../lib/appointmentsTable';
import { ActDrawer } from './ActDrawer';
import { ActionButtons } from './ActionButtons';
import { StatusBadge } from './StatusBadge';
import { useActActions } from './useActActions';

/** admin-salon-appointments (spec §2, §4): every visit in the shared data table, status tabs, actions. */
export function AppointmentsPage() {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const options = useDeskOptions();
  const definition = useMemo(() => appointmentsDefinition(t), [t]);
  const filters = useMemo(() => appointmentFilters(t, options.data?.masters ?? []), [t, options.data]);
  const state = useTableQuery(definition);
  // Same key as the table's own call: this reads its cached page for the tab counts.
  const page = useTableData<ActRow>(definition, state.query);
  const counts = (page.data?.meta as AppointmentsMeta | undefined)?.counts;
  const tab = tabOf(state.filters);
  // A link to one visit (`?id=`, e.g. from a notice, kept through a login) opens it on arrival.
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => {
    const id = Number(params.get('id'));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  const { run, modals, busy } = useActActions();

  const renderCell = (row: ActRow, column: string) => {
    switch (column) {
      case 'date':
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {formatDay(row.date, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {row.start}–{row.end}
            </Text>
          </Stack>
        );
      case 'client':
        return (
          <Group gap={4} wrap="nowrap">
            {row.important && <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-label={t('states.important')} />}
            <Text size="sm" fw={row.viewed ? 400 : 700} data-testid="row-client">
              {row.client_name}
            </Text>
          </Group>
        );
      case 'master':
        return row.master_name;
      case 'services':
        return row.services.join(', ');
      case 'total':
        return formatMoney(row.total, locale);
      case 'status':
        return <StatusBadge status={row.status} />;
      case 'payment':
        return row.payment_method ? <Badge variant="outline">{t(`payment.${row.payment_method === 'cash' ? 'cash' : 'card'}`)}</Badge> : '—';
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="appointments-page">
      <Title order={1}>{t('appointments.title')}</Title>
      <Tabs value={tab} onChange={(v) => state.setFilter('status', tabFilter((v ?? 'all') as Tab))} data-testid="appointments-tabs">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`appointments-tab-${name}`} rightSection={counts ? <Badge size="xs" variant="light">{counts[name]}</Badge> : undefined}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The table is the active tab's panel, so every tab's aria-controls names an element (axe). */}
        <Tabs.Panel value={tab} pt="lg">
          <DataTable<ActRow>
            definition={definition}
            filters={filters}
            query={state}
            renderCell={renderCell}
            rowKey={(row) => row.id}
            onRowClick={(row) => setOpenId(row.id)}
            rowActions={(row) => <ActionButtons act={row} run={run} variant="menu" busy={busy} />}
            emptyText={t('appointments.empty')}
            data-testid="appointments-table"
          />
        </Tabs.Panel>
      </Tabs>
      <ActDrawer id={openId} onClose={() => setOpenId(null)} />
      {modals}
    </Stack>
  );
}
