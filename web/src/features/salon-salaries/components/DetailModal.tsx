import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useDeletePayment, useSalaryDetail, useSetWorkedDay, type Period, type SalaryDetail } from '../api/hooks';
import { hours } from '../lib';

function DayRow({ masterId, day }: { masterId: number; day: { date: string; scheduled_minutes: number; corrected_minutes?: number | null; minutes: number } }) {
  const { t } = useTranslation('salonSalaries');
  const locale = useLocale();
  const set = useSetWorkedDay();
  const [value, setValue] = useState<number | string>(hours(day.minutes));
  const corrected = day.corrected_minutes != null;
  return (
    <Table.Tr>
      <Table.Td>{formatDay(day.date, locale, 'numeric')}</Table.Td>
      <Table.Td>{hours(day.scheduled_minutes)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput size="xs" w={90} value={value} onChange={setValue} min={0} max={24} decimalScale={2} aria-label={t('detail.hours')} />
          <Button size="xs" variant="light" loading={set.isPending} onClick={() => set.mutate({ masterId, date: day.date, minutes: Math.round(Number(value) * 60) })}>
            {t('detail.correct')}
          </Button>
          {corrected && (
            <Button size="xs" variant="subtle" onClick={() => set.mutate({ masterId, date: day.date, minutes: null })}>
              {t('detail.reset')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The drill-down of a salary row: the visits it counts, its worked days and the payments. */
export function DetailModal({ masterId, period, onClose }: { masterId: number; period: Period; onClose: () => void }) {
  const { t } = useTranslation('salonSalaries');
  const detail = useSalaryDetail(masterId, period);
  return (
    <Modal opened onClose={onClose} size="xl" title={detail.data?.row.full_name ?? t('detail.title')}>
      <QueryStatus isPending={detail.isPending} error={detail.error} />
      {detail.data && (
        <DetailBody d={detail.data} masterId={masterId} />
      )}
    </Modal>
  );
}

function DetailBody({ d, masterId }: { d: SalaryDetail; masterId: number }) {
  const { t } = useTranslation('salonSalaries');
  const locale = useLocale();
  const remove = useDeletePayment();
  const money = (k: number) => formatMoney(k, locale);
  return (
          <Stack>
            <Text data-testid="detail-summary">
              {t('detail.summary', { revenue: money(d.row.revenue), due: money(d.row.due), paid: money(d.row.paid), balance: money(d.row.balance) })}
            </Text>
            <Title order={3} size="h5">{t('detail.visits')}</Title>
            <Table data-testid="detail-visits">
              <Table.Tbody>
                {d.visits.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{formatDay(v.date, locale, 'numeric')} {v.time}</Table.Td>
                    <Table.Td>{v.client_name}</Table.Td>
                    <Table.Td>{v.payment_method ? t(`method.${v.payment_method as 'cash' | 'card'}`) : '—'}</Table.Td>
                    <Table.Td ta="right">{money(v.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">{t('detail.payments')}</Title>
            {d.payments.length === 0 && <Text c="dimmed">{t('detail.no_payments')}</Text>}
            <Table data-testid="detail-payments">
              <Table.Tbody>
                {d.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDay(p.paid_on, locale, 'numeric')}</Table.Td>
                    <Table.Td>{t(`method.${p.method as 'cash' | 'card' | 'transfer'}`)}</Table.Td>
                    <Table.Td>{p.note}</Table.Td>
                    <Table.Td ta="right">{money(p.amount)}</Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('detail.delete_payment')} onClick={() => remove.mutate(p.id)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">{t('detail.days')}</Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.date')}</Table.Th>
                  <Table.Th>{t('detail.scheduled')}</Table.Th>
                  <Table.Th>{t('detail.hours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.days.map((day) => (
                  <DayRow key={`${day.date}-${day.minutes}`} masterId={masterId} day={day} />
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
  );
}
