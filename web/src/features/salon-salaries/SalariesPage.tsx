import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { DateField } from '@/shared/ui/dates';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSalaries, type Period, type SalaryRow } from './api/hooks';
import { DetailModal } from './components/DetailModal';
import { PaymentModal } from './components/PaymentModal';
import { SettingsModal } from './components/SettingsModal';
import { bpToPercent, hours, monthOf } from './lib';

type Open = { kind: 'pay' | 'settings'; row: SalaryRow } | { kind: 'detail'; masterId: number } | null;

/** /admin-salon/salaries: one row per master for a period (this month by default). */
export function SalariesPage() {
  const { t } = useTranslation('salonSalaries');
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>(() => monthOf(new Date()));
  const [open, setOpen] = useState<Open>(null);
  const list = useSalaries(period);
  const money = (k: number) => formatMoney(k, locale);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack>
      <Title order={1} size="h2">{t('title')}</Title>
      <Group>
        <DateField label={t('from')} value={period.from} maxDate={period.to} onChange={(day) => day && setPeriod({ ...period, from: day })} data-testid="period-from" />
        <DateField label={t('to')} value={period.to} minDate={period.from} onChange={(day) => day && setPeriod({ ...period, to: day })} data-testid="period-to" />
      </Group>
      <QueryStatus isPending={list.isPending} error={list.error} />
      {list.data && list.data.rows.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {list.data && list.data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped data-testid="salaries-table">
            <Table.Thead>
              <Table.Tr>
                {(['master', 'hours', 'completed', 'conversion', 'revenue', 'average_bill', 'clients', 'new_clients', 'due', 'paid', 'balance'] as const).map((c) => (
                  <Table.Th key={c}>{t(`col.${c}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((r) => (
                <Table.Tr key={r.master_id} data-testid={`salary-row-${r.master_id}`}>
                  <Table.Td>
                    <Text fw={500}>{r.full_name}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`type.${r.salary_type === 'hourly' ? 'hourly' : 'fixed'}`)}
                      {r.commission_bp ? ` · ${bpToPercent(r.commission_bp)} %` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{hours(r.minutes_worked)}</Table.Td>
                  <Table.Td>{r.completed} / {r.booked}</Table.Td>
                  <Table.Td>{bpToPercent(r.conversion_bp)} %</Table.Td>
                  <Table.Td>{money(r.revenue)}</Table.Td>
                  <Table.Td>{money(r.average_bill)}</Table.Td>
                  <Table.Td>{r.clients}</Table.Td>
                  <Table.Td>{r.new_clients}</Table.Td>
                  <Table.Td>{money(r.due)}</Table.Td>
                  <Table.Td>{money(r.paid)}</Table.Td>
                  <Table.Td fw={600} data-testid="salary-balance">{money(r.balance)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" onClick={() => setOpen({ kind: 'pay', row: r })}>{t('actions.pay')}</Button>
                      <Button size="xs" variant="light" onClick={() => setOpen({ kind: 'settings', row: r })}>{t('actions.settings')}</Button>
                      <Button size="xs" variant="subtle" onClick={() => setOpen({ kind: 'detail', masterId: r.master_id })}>{t('actions.detail')}</Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open?.kind === 'pay' && <PaymentModal row={open.row} today={today} onClose={() => setOpen(null)} />}
      {open?.kind === 'settings' && <SettingsModal row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'detail' && <DetailModal masterId={open.masterId} period={period} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
