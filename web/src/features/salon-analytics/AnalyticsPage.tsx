import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDay, formatMoney, intlLocale } from '@/shared/lib/format';
import { PageContainer } from '@/shared/ui/PageContainer';
import { useCharts } from './api/useChart';
import { FigureCard } from './components/FigureCard';
import { MasterFilter } from './components/MasterFilter';
import { PeriodPicker } from './components/PeriodPicker';
import { type Preset, presetPeriod } from './lib/period';

const palette = ['violet.6', 'teal.6', 'orange.6', 'blue.6', 'pink.6', 'lime.6', 'cyan.6', 'grape.6', 'yellow.6', 'gray.6'];

/** /admin-salon/analytics: the nine charts of spec §7 for a period against the one before. */
export function AnalyticsPage() {
  const { t } = useTranslation('salonAnalytics');
  const locale = useLocale();
  const [preset, setPreset] = useState<Preset | null>('thisMonth');
  const [period, setPeriod] = useState(() => presetPeriod('thisMonth'));
  const [masterId, setMasterId] = useState<number | null>(null);
  const charts = useCharts(period, masterId);
  const money = (kurus: number) => formatMoney(kurus, locale);
  const count = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);
  const rating = (n: number) => new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(n);
  const lira = (kurus: number) => kurus / 100;

  const byDays = (data: { current: { date: string; value: number }[]; previous: { value: number }[] } | undefined, scale: (v: number) => number) =>
    (data?.current ?? []).map((day, i) => ({
      date: formatDay(day.date, locale, 'dayMonth'),
      current: scale(day.value),
      previous: scale(data?.previous[i]?.value ?? 0),
    }));
  const series = [
    { name: 'current', label: t('charts.current'), color: 'violet.6' },
    { name: 'previous', label: t('charts.previousSeries'), color: 'gray.5' },
  ];
  const services = charts.services.data?.services ?? [];
  const finances = charts.finances.data;

  return (
    <PageContainer>
      <Stack gap="lg" data-testid="salon-analytics">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <PeriodPicker
          period={period}
          preset={preset}
          onChange={(next, p) => {
            setPeriod(next);
            setPreset(p);
          }}
        />
        <MasterFilter masterId={masterId} onChange={setMasterId} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <FigureCard
            testId="figure-income"
            label={t('figures.income')}
            current={charts.income.data?.current}
            previous={charts.income.data?.previous}
            format={money}
          />
          <FigureCard
            testId="figure-completed"
            label={t('figures.completed')}
            current={charts.completed.data?.current}
            previous={charts.completed.data?.previous}
            format={count}
          />
          <FigureCard
            testId="figure-clients"
            label={t('figures.clients')}
            current={charts.clients.data?.current.clients}
            previous={charts.clients.data?.previous.clients}
            note={charts.clients.data ? t('figures.newClients', { count: charts.clients.data.current.new_clients }) : undefined}
            format={count}
          />
          <FigureCard
            testId="figure-rating"
            label={t('figures.rating')}
            current={charts.rating.data ? (charts.rating.data.current.average ?? null) : undefined}
            previous={charts.rating.data?.previous.average ?? null}
            note={charts.rating.data ? t('figures.ratingReviews', { count: charts.rating.data.current.reviews }) : undefined}
            format={rating}
          />
          <FigureCard
            testId="figure-replies"
            label={t('figures.replies')}
            current={charts.replies.data?.current}
            previous={charts.replies.data?.previous}
            format={count}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder data-testid="chart-income-by-days">
            <Title order={3} mb="sm">
              {t('charts.incomeByDays')}
            </Title>
            <AreaChart h={260} data={byDays(charts.incomeByDays.data, lira)} dataKey="date" series={series} valueFormatter={(v) => money(v * 100)} withLegend curveType="monotone" />
          </Card>
          <Card withBorder data-testid="chart-completed-by-days">
            <Title order={3} mb="sm">
              {t('charts.completedByDays')}
            </Title>
            <BarChart h={260} data={byDays(charts.completedByDays.data, (v) => v)} dataKey="date" series={series} valueFormatter={count} withLegend />
          </Card>
          <Card withBorder data-testid="chart-services">
            <Title order={3} mb="sm">
              {t('charts.servicesDistribution')}
            </Title>
            {services.length === 0 ? (
              <Text c="dimmed">{t('charts.empty')}</Text>
            ) : (
              <DonutChart
                h={260}
                withLabelsLine
                withTooltip
                tooltipDataSource="segment"
                valueFormatter={(v) => money(v * 100)}
                data={services.slice(0, palette.length).map((s, i) => ({ name: s.name, value: lira(s.revenue), color: palette[i] ?? 'gray.6' }))}
              />
            )}
          </Card>
          <Card withBorder data-testid="chart-finances">
            <Title order={3} mb="sm">
              {t('charts.finances')}
            </Title>
            <BarChart
              h={260}
              dataKey="start"
              valueFormatter={(v) => money(v * 100)}
              withLegend
              data={(finances?.groups ?? []).map((g) => ({
                start: formatDay(g.start, locale, 'dayMonth'),
                revenue: lira(g.revenue),
                expenses: lira(g.expenses),
                salaries: lira(g.salaries),
                profit: lira(g.profit),
              }))}
              series={[
                { name: 'revenue', label: t('charts.revenue'), color: 'teal.6' },
                { name: 'expenses', label: t('charts.expenses'), color: 'orange.6' },
                { name: 'salaries', label: t('charts.salaries'), color: 'blue.6' },
                { name: 'profit', label: t('charts.profit'), color: 'violet.6' },
              ]}
            />
            {finances && (
              <Text size="sm" mt="sm" data-testid="finances-profit">
                {t('charts.profit')}: {money(finances.current.profit)} · {t('previous', { value: money(finances.previous.profit) })}
              </Text>
            )}
          </Card>
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
