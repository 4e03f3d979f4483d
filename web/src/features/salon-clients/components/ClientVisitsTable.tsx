import { Badge, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { clientActsUrl } from '../api/keys';
import type { ClientActRow } from '../api/types';

const STATUSES = ['new', 'moved', 'confirmed', 'cancelled', 'completed'] as const;
const STATUS_COLORS: Record<string, string> = { new: 'blue', moved: 'yellow', confirmed: 'teal', cancelled: 'gray', completed: 'plum' };

/** The client's visits at this salon (GET clients/acts/{id}). */
export function ClientVisitsTable({ clientId }: { clientId: number }) {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: clientActsUrl(clientId),
      defaultSortColumn: 'date',
      defaultSortDirection: -1,
      columns: [
        { name: 'date', label: t('acts.date'), sortable: true, showInMobile: true },
        { name: 'services', label: t('acts.services'), showInMobile: true, colspan: 2 },
        { name: 'master', label: t('acts.master'), sortable: true },
        { name: 'status', label: t('acts.status'), sortable: true, showInMobile: true },
        { name: 'total', label: t('acts.total'), sortable: true },
      ],
    }),
    [t, clientId],
  );
  const filters = useMemo<TableFilterDef[]>(
    () => [
      { type: 'checkbox', name: 'status', label: t('acts.status_filter'), options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
      { type: 'date', name: 'date', label: t('acts.date') },
    ],
    [t],
  );

  const renderCell = (row: ClientActRow, column: string) => {
    switch (column) {
      case 'date':
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDay(row.provision_date, locale, 'numeric')} {row.provision_time}
          </span>
        );
      case 'services':
        return row.items.map((item) => (item.option_name ? `${item.name} · ${item.option_name}` : item.name)).join(', ');
      case 'master':
        return row.master.full_name;
      case 'status':
        return (
          <Badge variant="light" color={STATUS_COLORS[row.status] ?? 'gray'} data-testid="visit-status">
            {t(`status.${row.status}` as 'status.new')}
          </Badge>
        );
      case 'total':
        return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.total, locale)}</span>;
      default:
        return null;
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('acts.title')}
      </Title>
      <DataTable<ClientActRow>
        definition={definition}
        filters={filters}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        emptyText={<Text c="dimmed">{t('acts.empty')}</Text>}
        data-testid="client-visits"
      />
    </Stack>
  );
}
