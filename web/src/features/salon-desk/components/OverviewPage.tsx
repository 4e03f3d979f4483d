import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import type { ActRow } from '../api/types';
import { useOverview } from '../api/useOverview';
import { ActDrawer } from './ActDrawer';
import { ActListItem } from './ActListItem';
import { MonthFigures } from './MonthFigures';
import { PlanUsageCard } from './PlanUsageCard';
import { SalonChecklist } from './SalonChecklist';
import { useActActions } from './useActActions';

function Counter({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, empty, rows, testId, render }: { title: string; empty: string; rows: ActRow[]; testId: string; render: (row: ActRow) => ReactNode }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        rows.map(render)
      )}
    </Stack>
  );
}

/** admin-salon-overview (spec §2): counters, visits waiting for the salon, today, the next days. */
export function OverviewPage() {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const overview = useOverview();
  const [openId, setOpenId] = useState<number | null>(null);
  const { run, modals, busy } = useActActions();
  const data = overview.data;

  return (
    <Stack gap="xl" data-testid="overview-page">
      <Stack gap={4}>
        <Title order={1}>{t('overview.title')}</Title>
        {data && (
          <Text c="dimmed" data-testid="overview-salon">
            {data.salon.name}
          </Text>
        )}
      </Stack>
      <SalonChecklist />
      <MonthFigures />
      <PlanUsageCard />
      <QueryStatus isPending={overview.isPending} error={overview.error} />
      {data && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
              <Counter label={t('overview.today')} value={data.counts.today} testId="count-today" />
              <Counter label={t('overview.upcoming')} value={data.counts.upcoming} testId="count-upcoming" />
              <Counter label={t('overview.unconfirmed')} value={data.counts.unconfirmed} testId="count-unconfirmed" />
              <Counter label={t('overview.completed_month')} value={data.counts.completed_month} testId="count-completed" />
              <Counter label={t('overview.revenue_month')} value={formatMoney(data.counts.revenue_month, locale)} testId="count-revenue" />
            </SimpleGrid>
            <Section
              title={t('overview.unconfirmed_list')}
              empty={t('overview.none_unconfirmed')}
              rows={data.unconfirmed}
              testId="overview-unconfirmed"
              render={(row) => (
                <ActListItem
                  key={row.id}
                  act={row}
                  onOpen={setOpenId}
                  withDate
                  actions={
                    <Group gap={6} wrap="nowrap">
                      <Button size="xs" radius="xl" disabled={busy} onClick={() => run('confirm', row)} data-testid="overview-confirm">
                        {t('actions.confirm')}
                      </Button>
                      <Button size="xs" radius="xl" variant="light" color="red" disabled={busy} onClick={() => run('decline', row)} data-testid="overview-decline">
                        {t('actions.decline')}
                      </Button>
                    </Group>
                  }
                />
              )}
            />
            <Section title={t('overview.today_list')} empty={t('overview.none_today')} rows={data.today} testId="overview-today" render={(row) => <ActListItem key={row.id} act={row} onOpen={setOpenId} />} />
            <Section
              title={t('overview.upcoming_list')}
              empty={t('overview.none_upcoming')}
              rows={data.upcoming}
              testId="overview-upcoming"
              render={(row) => <ActListItem key={row.id} act={row} onOpen={setOpenId} withDate />}
            />
          </>
      )}
      <ActDrawer id={openId} onClose={() => setOpenId(null)} />
      {modals}
    </Stack>
  );
}
