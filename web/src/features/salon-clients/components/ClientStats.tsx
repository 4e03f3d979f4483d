import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import type { ClientExtended } from '../api/types';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The client's numbers at this salon. */
export function ClientStats({ data }: { data: ClientExtended }) {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="client-stats">
      <Stat label={t('stats.visits')} value={String(data.visits)} testId="stat-visits" />
      <Stat label={t('stats.last_visit')} value={data.last_visit ? formatDay(data.last_visit, locale, 'numeric') : t('stats.never')} testId="stat-last-visit" />
      <Stat label={t('stats.planned')} value={String(data.planned_visits)} testId="stat-planned" />
      <Stat label={t('stats.spend')} value={formatMoney(data.completed_spend, locale)} testId="stat-spend" />
      <Stat label={t('stats.no_shows')} value={String(data.no_shows)} testId="stat-no-shows" />
    </SimpleGrid>
  );
}
