import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import type { FinanceSummary } from '../api/hooks';
import { formatChange } from '../lib';

/** Revenue, expenses (salary payments included) and profit, each beside the previous period's. */
export function Totals({ summary }: { summary: FinanceSummary }) {
  const { t } = useTranslation('salonFinances');
  const locale = useLocale();
  const { current, previous, change } = summary;
  const cards = [
    { key: 'revenue', now: current.revenue, before: previous.revenue, change: change.revenue_bp },
    { key: 'expenses', now: current.expenses + current.salaries, before: previous.expenses + previous.salaries, change: change.expenses_bp },
    { key: 'profit', now: current.profit, before: previous.profit, change: change.profit_bp },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map((c) => (
        <Paper key={c.key} withBorder p="md" data-testid={`total-${c.key}`}>
          <Text size="sm" c="dimmed">{t(`totals.${c.key}`)}</Text>
          <Text size="xl" fw={700} data-testid={`total-${c.key}-value`}>{formatMoney(c.now, locale)}</Text>
          <Text size="xs" c="dimmed">
            {t('totals.previous', { amount: formatMoney(c.before, locale) })}
            {formatChange(c.change) ? ` · ${formatChange(c.change)}` : ''}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
