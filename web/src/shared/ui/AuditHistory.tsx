import { Code, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { QueryStatus } from './QueryStatus';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditEntity = 'salon' | 'setting' | 'account' | 'department' | 'category' | 'service' | 'review' | 'agreement' | 'master_case' | 'master';

interface Props {
  entity: AuditEntity;
  id: number;
  /** The feature's own words for an action code such as `salon.deactivate`. */
  describe: (action: string) => string;
}

/** What admins changed on one record, newest first (GET /api/admin/audit/{entity}/{id}). */
export function AuditHistory({ entity, id, describe }: Props) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  const history = useQuery({
    queryKey: ['admin', 'audit', entity, id],
    queryFn: () => unwrap(api.GET('/api/admin/audit/{entity}/{id}', { params: { path: { entity, id } } })),
  });
  const rows = history.data;
  if (!rows) return <QueryStatus isPending={history.isPending} error={history.error} />;
  return rows.length === 0 ? (
          <Text c="dimmed" data-testid="audit-empty">
            {t('audit.empty')}
          </Text>
        ) : (
          <Table data-testid="audit-history" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatInstant(row.at, locale)}</Table.Td>
                  <Table.Td>{row.actor_name ?? `#${row.actor_id}`}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm">{describe(row.action)}</Text>
                      {row.reason && (
                        <Text size="xs" c="dimmed">
                          {t('audit.reason', { reason: row.reason })}
                        </Text>
                      )}
                      {row.after != null && <Code block>{JSON.stringify(row.after)}</Code>}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
  );
}
