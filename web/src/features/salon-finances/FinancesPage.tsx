import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { DateField } from '@/shared/ui/dates';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useFinances, type ExpenseInPeriod, type Period } from './api/hooks';
import { ExpenseModal } from './components/ExpenseModal';
import { ExpensesList } from './components/ExpensesList';
import { GroupTable } from './components/GroupTable';
import { Totals } from './components/Totals';
import { monthOf } from './lib';

/** /admin-salon/finances: revenue, expenses and profit of a period against the one before. */
export function FinancesPage() {
  const { t } = useTranslation('salonFinances');
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>(() => monthOf(new Date()));
  const [editing, setEditing] = useState<ExpenseInPeriod | null | undefined>(undefined);
  const summary = useFinances(period);
  const today = new Date().toISOString().slice(0, 10);
  const s = summary.data;
  const methodLabel = (key: string) => (key === 'card' || key === 'cash' ? t(`method.${key}`) : t('method.unknown'));
  const categoryLabel = (key: string) => t(`category.${key as 'rent'}`);
  return (
    <Stack>
      <Title order={1} size="h2">{t('title')}</Title>
      <Group>
        <DateField label={t('from')} value={period.from} maxDate={period.to} onChange={(day) => day && setPeriod({ ...period, from: day })} data-testid="period-from" />
        <DateField label={t('to')} value={period.to} minDate={period.from} onChange={(day) => day && setPeriod({ ...period, to: day })} data-testid="period-to" />
      </Group>
      <QueryStatus isPending={summary.isPending} error={summary.error} />
      {s && (
        <>
          <Totals summary={s} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <GroupTable title={t('by.method')} empty={t('none')} testId="by-method" lines={s.by_method.map((g) => ({ key: g.key, label: methodLabel(g.key), amount: g.revenue, visits: g.visits }))} />
            <GroupTable title={t('by.expenses')} empty={t('none')} testId="by-expense" lines={s.expenses_by_category.map((g) => ({ key: g.category, label: categoryLabel(g.category), amount: g.amount }))} />
            <GroupTable title={t('by.master')} empty={t('none')} testId="by-master" lines={s.by_master.map((g) => ({ key: g.key, label: g.name ?? '', amount: g.revenue, visits: g.visits }))} />
            <GroupTable title={t('by.service')} empty={t('none')} testId="by-service" lines={s.by_service.map((g) => ({ key: g.key, label: g.name ?? '', amount: g.revenue, visits: g.visits }))} />
          </SimpleGrid>
          <ExpensesList period={period} onEdit={setEditing} />
          <GroupTable title={t('by.day')} empty={t('none')} testId="by-day" lines={s.by_day.map((g) => ({ key: g.key, label: formatDay(g.key, locale, 'numeric'), amount: g.revenue, visits: g.visits }))} />
        </>
      )}
      {editing !== undefined && <ExpenseModal expense={editing} today={today} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
