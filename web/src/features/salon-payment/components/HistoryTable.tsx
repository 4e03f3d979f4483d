import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant, formatMoney } from '@/shared/lib/format';
import type { Subscription } from '../api/subscription';

/** The payment history: date, period, amount, paid or unpaid, invoice download. */
export function HistoryTable({ payments }: { payments: Subscription['payments'] }) {
  const { t } = useTranslation('salonPayment');
  const locale = useLocale();
  if (payments.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  const day = (at: string) => formatInstant(at, locale, 'date');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="payment-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('history.period')}</Table.Th>
            <Table.Th>{t('history.amount')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
            <Table.Th>{t('history.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{day(p.date)}</Table.Td>
              <Table.Td>
                {day(p.period_start)} – {day(p.period_end)}
              </Table.Td>
              <Table.Td>{formatMoney(p.amount_kurus, locale)}</Table.Td>
              <Table.Td>
                <Badge color={p.status === 'paid' ? 'green' : 'red'} variant="light">
                  {p.status === 'paid' ? t('history.paid') : t('history.unpaid')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {p.invoice_url && p.invoice_number != null ? (
                  <Anchor href={`${p.invoice_url}?lang=${locale}`} download>
                    {t('history.download', { number: String(p.invoice_number).padStart(6, '0') })}
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
