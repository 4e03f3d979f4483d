import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatInstant, formatMoney } from '@/shared/lib/format';
import { DataTable, useTableData, useTableQuery, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { REQUESTS_URL } from './api/keys';
import type { FilterChoice, ServiceRequestRow } from './api/types';
import { ApproveModal } from './components/ApproveModal';
import { DeclineModal } from './components/DeclineModal';
import { MergeModal } from './components/MergeModal';
import { RenameModal } from './components/RenameModal';

const STATES = ['pending', 'approved', 'merged', 'declined'] as const;
const COLORS: Record<string, string> = { pending: 'yellow', approved: 'teal', merged: 'blue', declined: 'red' };

type Action = 'approve' | 'merge' | 'rename' | 'decline';

interface RequestsMeta {
  salons?: FilterChoice[];
  departments?: FilterChoice[];
}

/** /admin/services: salons' requests for new services, approved (with data or by merging), renamed or declined (spec §4, §7). */
export function ServiceRequestsPage() {
  const { t } = useTranslation(['adminModeration', 'meta', 'common']);
  const locale = useLocale();
  const [acting, setActing] = useState<{ action: Action; row: ServiceRequestRow } | null>(null);

  const definition: TableDefinition = useMemo(
    () => ({
      dataUrl: REQUESTS_URL,
      search: true,
      defaultSortColumn: 'created_at',
      defaultSortDirection: -1,
      columns: [
        { name: 'name', label: t('table.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'salon', label: t('table.salon'), sortable: true, showInMobile: true },
        { name: 'category', label: t('table.category') },
        { name: 'asked', label: t('table.asked'), showInMobile: true },
        { name: 'created_at', label: t('table.created_at'), sortable: true },
        { name: 'state', label: t('table.state'), sortable: true, showInMobile: true },
      ],
    }),
    [t],
  );
  // Pending requests are the work; the other states are a filter away.
  const query = useTableQuery(definition, { initialFilters: { state: { type: 'checkbox', values: ['pending'] } } });
  const meta = useTableData<ServiceRequestRow>(definition, query.query).data?.meta as RequestsMeta | undefined;
  const salons = meta?.salons;
  const departments = meta?.departments;
  const filters: TableFilterDef[] = useMemo(() => {
    const choices = (list: FilterChoice[] | undefined) => (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    return [
      { type: 'checkbox', name: 'state', label: t('table.state'), options: STATES.map((s) => ({ value: s, label: t(`states.${s}`) })) },
      { type: 'checkbox', name: 'salon', label: t('table.salon'), options: choices(salons) },
      { type: 'checkbox', name: 'department', label: t('table.department'), options: choices(departments) },
    ];
  }, [t, salons, departments]);

  const close = () => setActing(null);
  const button = (row: ServiceRequestRow, action: Action, color?: string) => (
    <Button size="compact-xs" variant="light" color={color} onClick={() => setActing({ action, row })} data-testid={`request-${action}`}>
      {t(`actions.${action}`)}
    </Button>
  );

  return (
    <Stack gap="md" data-testid="admin-service-requests">
      <div>
        <Title order={1} size="h2">
          {t('meta:admin-services.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <DataTable<ServiceRequestRow>
        definition={definition}
        filters={filters}
        query={query}
        rowKey={(r) => r.id}
        emptyText={t('table.empty')}
        renderCell={(row, column) => {
          switch (column) {
            case 'name':
              return (
                <Text fw={600} size="sm" data-testid="request-name">
                  {row.name}
                </Text>
              );
            case 'salon':
              return row.salon ?? '—';
            case 'category':
              return `${row.department} · ${row.category}`;
            case 'asked': {
              const minutes = formatDuration(row.requested_duration_min ?? row.default_duration_min, (key, options) => t(`common:${key}`, options));
              return row.requested_price == null ? minutes : `${formatMoney(row.requested_price, locale)} · ${minutes}`;
            }
            case 'created_at':
              return formatInstant(row.created_at, locale, 'date');
            case 'state':
              return (
                <Stack gap={2} align="flex-start">
                  <Badge variant="light" size="sm" color={COLORS[row.moderation_state] ?? 'gray'} data-testid={`state-${row.moderation_state}`}>
                    {t(`states.${row.moderation_state}` as 'states.pending', { defaultValue: row.moderation_state })}
                  </Badge>
                  {row.merged_into && (
                    <Text size="xs" c="dimmed">
                      {t('table.merged_into', { name: row.merged_into })}
                    </Text>
                  )}
                  {row.decline_reason && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {t('table.reason', { reason: row.decline_reason })}
                    </Text>
                  )}
                </Stack>
              );
            default:
              return null;
          }
        }}
        rowActions={(row) =>
          row.moderation_state === 'pending' ? (
            <Group gap={4} wrap="wrap">
              {button(row, 'approve', 'teal')}
              {button(row, 'merge')}
              {button(row, 'rename', 'gray')}
              {button(row, 'decline', 'red')}
            </Group>
          ) : null
        }
        data-testid="service-requests-table"
      />
      {acting?.action === 'approve' && <ApproveModal row={acting.row} onClose={close} />}
      {acting?.action === 'merge' && <MergeModal row={acting.row} onClose={close} />}
      {acting?.action === 'rename' && <RenameModal row={acting.row} onClose={close} />}
      {acting?.action === 'decline' && <DeclineModal row={acting.row} onClose={close} />}
    </Stack>
  );
}
