import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { APPOINTMENTS_URL, STATUSES, type VisitRow } from './api/types';
import { ActModal } from './components/ActModal';
import { StatusBadge } from './components/StatusBadge';
import { VisitActions } from './components/VisitActions';
import { shortDate } from './lib/names';

/** master-appointments: the master's own visits with their statuses and the allowed actions. */
export function AppointmentsPage() {
  const { t } = useTranslation(['masterArea', 'meta']);
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const definition: TableDefinition = useMemo(
    () => ({
      dataUrl: APPOINTMENTS_URL,
      columns: [
        { name: 'date', label: t('masterArea:appointments.columns.date'), sortable: true, showInMobile: true },
        { name: 'client', label: t('masterArea:appointments.columns.client'), showInMobile: true, colspan: 2 },
        { name: 'services', label: t('masterArea:appointments.columns.services'), colspan: 2 },
        { name: 'status', label: t('masterArea:appointments.columns.status'), sortable: true, showInMobile: true },
        { name: 'total', label: t('masterArea:appointments.columns.total') },
      ],
      defaultSortColumn: 'date',
      defaultSortDirection: -1,
    }),
    [t],
  );
  const filters: TableFilterDef[] = useMemo(
    () => [
      { type: 'checkbox', name: 'status', label: t('masterArea:appointments.filters.status'), options: STATUSES.map((s) => ({ value: s, label: t(`masterArea:status.${s}`) })) },
      { type: 'date', name: 'date', label: t('masterArea:appointments.filters.date') },
    ],
    [t],
  );

  const renderCell = (row: VisitRow, column: string) => {
    switch (column) {
      case 'date':
        return (
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {shortDate(row.provision_date, locale)}, {row.provision_time}
          </Text>
        );
      case 'client':
        return (
          <div>
            <Text size="sm">{row.full_name}</Text>
            <Text size="xs" c="dimmed">
              {row.phone}
            </Text>
          </div>
        );
      case 'services':
        return row.services;
      case 'status':
        return <StatusBadge status={row.status} />;
      case 'total':
        return formatMoney(row.total, locale);
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="master-appointments-page">
      <Title order={1} size="h2">
        {t('meta:master-appointments.title')}
      </Title>
      <DataTable<VisitRow>
        definition={definition}
        filters={filters}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        onRowClick={(row) => setOpen(row.id)}
        rowActions={(row) => <VisitActions id={row.id} actions={row.actions} />}
        emptyText={t('masterArea:appointments.empty')}
        data-testid="master-appointments-table"
      />
      {open !== null && <ActModal id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
