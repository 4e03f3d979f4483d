import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDuration, formatInstant } from '@/shared/lib/format';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import type { ServiceRequest } from '../../api/types';
import { StateBadge } from './StateBadge';

const STATES = ['pending', 'approved', 'merged', 'declined'] as const;

/** The salon's requests for new services with their moderation state (the one data table). */
export function RequestsTable() {
  const { t } = useTranslation(['salonProfile', 'common']);
  const locale = useLocale();
  const definition: TableDefinition = useMemo(
    () => ({
      dataUrl: '/api/salon/services/requests',
      search: true,
      defaultSortColumn: 'created_at',
      defaultSortDirection: -1,
      columns: [
        { name: 'name', label: t('requests.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'category', label: t('requests.category') },
        { name: 'duration', label: t('requests.duration') },
        { name: 'state', label: t('requests.state'), sortable: true, showInMobile: true },
        { name: 'created_at', label: t('requests.created_at'), sortable: true, showInMobile: true },
      ],
    }),
    [t],
  );
  const filters: TableFilterDef[] = useMemo(() => [{ type: 'checkbox', name: 'state', label: t('requests.state'), options: STATES.map((s) => ({ value: s, label: t(`states.${s}`) })) }], [t]);

  return (
    <DataTable<ServiceRequest>
      definition={definition}
      filters={filters}
      rowKey={(r) => r.id}
      emptyText={t('requests.empty')}
      renderCell={(row, column) => {
        switch (column) {
          case 'name':
            return <Text fw={600} size="sm">{row.name}</Text>;
          case 'category':
            return `${row.department} · ${row.category}`;
          case 'duration':
            return formatDuration(row.default_duration_min, (key, options) => t(`common:${key}`, options));
          case 'state':
            // The outcome the salon needs: what it sells instead, or why it was declined.
            return (
              <Stack gap={2} align="flex-start">
                <StateBadge state={row.moderation_state} />
                {row.merged_into && (
                  <Text size="xs" c="dimmed" data-testid="request-merged-into">
                    {t('requests.merged_into', { name: row.merged_into })}
                  </Text>
                )}
                {row.decline_reason && (
                  <Text size="xs" c="dimmed" data-testid="request-decline-reason">
                    {t('requests.decline_reason', { reason: row.decline_reason })}
                  </Text>
                )}
              </Stack>
            );
          case 'created_at':
            return formatInstant(row.created_at, locale, 'date');
          default:
            return null;
        }
      }}
      data-testid="requests-table"
    />
  );
}
