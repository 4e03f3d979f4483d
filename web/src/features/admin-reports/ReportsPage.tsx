import { Anchor, Badge, Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { download } from '@/shared/lib/download';
import { formatInstant, formatMoney } from '@/shared/lib/format';
import { DataTable, useTableQuery, type TableQueryState } from '@/shared/ui/DataTable';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import type { ClientRow, OrderRow } from './api/types';
import { clientsDefinition, exportUrl, ordersDefinition, ordersFilters, rangeDay, rangeEnd, type ExportFormat } from './lib/reportTables';

const STATUS_COLOURS: Record<string, string> = { new: 'blue', moved: 'grape', confirmed: 'teal', cancelled: 'red', completed: 'gray', no_show: 'orange' };

/** The XLSX/CSV downloads of a table: every row under its current sort, search and filters. */
function Downloads({ name, dataUrl, state }: { name: string; dataUrl: string; state: TableQueryState }) {
  const { t } = useTranslation('adminReports');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const save = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await download(exportUrl(dataUrl, state.query, format), `${name}.${format}`);
    } catch {
      showSnack(t('download.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button key={format} variant="default" loading={busy === format} onClick={() => void save(format)} data-testid={`${name}-download-${format}`}>
          {t(`download.${format}`)}
        </Button>
      ))}
    </Group>
  );
}

/** The range inputs and the downloads above a report table. */
function TableTools({ name, dataUrl, state }: { name: string; dataUrl: string; state: TableQueryState }) {
  const { t } = useTranslation('adminReports');
  return (
    <Group gap="sm" align="flex-end" justify="space-between">
      <Group gap="sm" align="flex-end">
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            label={t(`range.${end}`)}
            value={rangeDay(state.filters, end)}
            onChange={(e) => state.setFilter(end, rangeEnd(end, e.currentTarget.value))}
            w={180}
            data-testid={`${name}-${end}`}
          />
        ))}
      </Group>
      <Downloads name={name} dataUrl={dataUrl} state={state} />
    </Group>
  );
}

function ClientsReport() {
  const { t } = useTranslation('adminReports');
  const locale = useLocale();
  const definition = useMemo(() => clientsDefinition(t), [t]);
  const state = useTableQuery(definition);
  const renderCell = (row: ClientRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <Anchor component={RouteLink} to="admin-users-item" params={{ id: String(row.id) }} size="sm" fw={600}>
            {row.full_name}
          </Anchor>
        );
      case 'phone':
        return row.phone ?? '—';
      case 'email':
        return row.email ?? '—';
      case 'registered':
        return formatInstant(row.created_at, locale, 'date');
      case 'bookings':
        return <span data-testid="client-bookings">{row.bookings}</span>;
      case 'completed':
        return row.completed;
      case 'spent':
        return formatMoney(row.spent_kurus, locale);
      default:
        return null;
    }
  };
  return (
    <Stack gap="md">
      <TableTools name="clients" dataUrl={definition.dataUrl} state={state} />
      <DataTable<ClientRow> definition={definition} query={state} renderCell={renderCell} rowKey={(row) => row.id} emptyText={t('empty')} data-testid="clients-table" />
    </Stack>
  );
}

function OrdersReport() {
  const { t } = useTranslation('adminReports');
  const locale = useLocale();
  const definition = useMemo(() => ordersDefinition(t), [t]);
  const filters = useMemo(() => ordersFilters(t), [t]);
  const state = useTableQuery(definition);
  const renderCell = (row: OrderRow, column: string) => {
    switch (column) {
      case 'visit':
        return formatInstant(row.starts_at, locale);
      case 'salon':
        return (
          <Anchor component={RouteLink} to="admin-salons" query={{ salon: String(row.salon_id) }} size="sm" fw={600}>
            {row.salon_name}
          </Anchor>
        );
      case 'master':
        return row.master_name;
      case 'client':
        return (
          <Stack gap={0}>
            <Text size="sm">{row.client_name}</Text>
            <Text size="xs" c="dimmed">
              {row.client_phone}
            </Text>
          </Stack>
        );
      case 'status':
        return (
          <Badge color={STATUS_COLOURS[row.status] ?? 'gray'} variant="light" data-testid="order-status">
            {t(`status.${row.status}`, { defaultValue: row.status })}
          </Badge>
        );
      case 'total':
        return formatMoney(row.total_kurus, locale);
      case 'source':
        return t(`source.${row.source}`, { defaultValue: row.source });
      default:
        return null;
    }
  };
  return (
    <Stack gap="md">
      <TableTools name="orders" dataUrl={definition.dataUrl} state={state} />
      <DataTable<OrderRow>
        definition={definition}
        filters={filters}
        query={state}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
        data-testid="orders-table"
      />
    </Stack>
  );
}

/** admin-reports (spec §7 admin "clients", "orders" and "sales" tables) with their exports. */
export function ReportsPage() {
  const { t } = useTranslation('adminReports');
  return (
    <Stack gap="lg" data-testid="admin-reports-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders" data-testid="reports-tab-orders">
            {t('tabs.orders')}
          </Tabs.Tab>
          <Tabs.Tab value="clients" data-testid="reports-tab-clients">
            {t('tabs.clients')}
          </Tabs.Tab>
          <Tabs.Tab value="sales">{t('tabs.sales')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <OrdersReport />
        </Tabs.Panel>
        <Tabs.Panel value="clients" pt="md">
          <ClientsReport />
        </Tabs.Panel>
        <Tabs.Panel value="sales" pt="md">
          <Text>
            {t('sales_text')}{' '}
            <Anchor component={RouteLink} to="admin-sales" data-testid="reports-sales-link">
              {t('sales_link_label')}
            </Anchor>
          </Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
