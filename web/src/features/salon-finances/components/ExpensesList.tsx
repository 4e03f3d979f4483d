import { ActionIcon, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useDeleteExpense, useExpenses, type ExpenseInPeriod, type Period } from '../api/hooks';

/** The expenses falling in the period, with add, edit and delete. */
export function ExpensesList({ period, onEdit }: { period: Period; onEdit: (expense: ExpenseInPeriod | null) => void }) {
  const { t } = useTranslation('salonFinances');
  const locale = useLocale();
  const list = useExpenses(period);
  const remove = useDeleteExpense();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">{t('expenses.title')}</Title>
        <Button size="xs" onClick={() => onEdit(null)} data-testid="expense-add">{t('expense.add')}</Button>
      </Group>
      <QueryStatus isPending={list.isPending} error={list.error} />
      {list.data?.length === 0 && <Text c="dimmed" size="sm">{t('expenses.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table data-testid="expenses-table">
          <Table.Tbody>
            {list.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDay(e.spent_on, locale, 'numeric')}</Table.Td>
                <Table.Td>
                  {t(`category.${e.category as 'rent'}`)}
                  {e.recurring_monthly ? ` · ${t('expenses.monthly', { count: e.times })}` : ''}
                  {e.note ? <Text size="xs" c="dimmed">{e.note}</Text> : null}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(e.total, locale)}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('expense.edit')} onClick={() => onEdit(e)}><IconPencil size={16} /></ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('expenses.delete')} onClick={() => remove.mutate(e.id)}><IconTrash size={16} /></ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
