import { Stack, Table, Text, Title } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useClientPoints } from '../api/useClientPoints';

type Kind = 'earn' | 'redeem' | 'return' | 'expire';

/** The client's loyalty points at the salon and every ledger entry behind them, newest first. */
export function LoyaltySection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('salonLoyalty');
  const locale = useLocale();
  const points = useClientPoints(clientId);
  return (
    <Stack gap="sm" data-testid="client-loyalty">
      <Title order={2} size="h4">
        {t('client_title')}
      </Title>
      <QueryStatus isPending={points.isPending} error={points.error} />
      {points.data && !points.data.has_account && <Text c="dimmed">{t('client_no_account')}</Text>}
      {points.data?.has_account && (
        <>
          <Text fw={600} data-testid="client-loyalty-balance">
            {t('client_balance', { points: points.data.points, value: formatMoney(points.data.value_kurus, locale) })}
          </Text>
          {points.data.entries.length === 0 ? (
            <Text c="dimmed">{t('client_empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped data-testid="client-loyalty-ledger">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.date')}</Table.Th>
                    <Table.Th>{t('col.kind')}</Table.Th>
                    <Table.Th ta="right">{t('col.points')}</Table.Th>
                    <Table.Th ta="right">{t('col.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.data.entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDay(entry.created_at.slice(0, 10), locale, 'numeric')}</Table.Td>
                      <Table.Td>{t(`kind.${entry.kind as Kind}`)}</Table.Td>
                      <Table.Td ta="right">{entry.points > 0 ? `+${entry.points}` : entry.points}</Table.Td>
                      <Table.Td ta="right">{entry.amount_kurus ? formatMoney(entry.amount_kurus, locale) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
