import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import { type KeyCount, type Period, useBookings, useConversion, useSummary } from './api/analytics';
import { chartRows, formatCount, formatRate } from './lib/numbers';

const STATUSES = ['new', 'moved', 'confirmed', 'cancelled', 'completed'] as const;
const STATUS_COLOURS: Record<(typeof STATUSES)[number], string> = {
  new: 'blue.6',
  moved: 'grape.6',
  confirmed: 'teal.6',
  cancelled: 'red.6',
  completed: 'gray.6',
};

/** A figure with its label and an optional line under it. */
function Figure({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** A short list of keyed counts (plans, cities, page kinds, referrers). */
function KeyedList({ title, items, label, testId }: { title: string; items: KeyCount[]; label: (key: string) => string; testId: string }) {
  const locale = useLocale();
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <Stack gap={2}>
        {items.map((item) => (
          <Group key={item.key} justify="space-between" gap="xs">
            <Text size="sm">{label(item.key)}</Text>
            <Text size="sm" fw={600}>
              {formatCount(item.count, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** admin-analytics (issue #19 item 6): the platform's salons, clients, revenue, masters, rating, bookings and conversion over a period. */
export function AnalyticsPage() {
  const { t } = useTranslation('adminAnalytics');
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const summary = useSummary(period);
  const bookings = useBookings(period);
  const conversion = useConversion(period);
  const error = summary.error ?? bookings.error ?? conversion.error;
  const s = summary.data;
  const b = bookings.data;
  const c = conversion.data;
  const money = (kurus: number | undefined) => (kurus === undefined ? '—' : formatMoney(kurus, locale));
  const count = (n: number | undefined) => (n === undefined ? '—' : formatCount(n, locale));

  return (
    <Stack gap="lg" data-testid="admin-analytics-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group gap="sm" align="flex-end">
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            label={t(`range.${end}`)}
            value={period[end] || (s?.[end] ?? '')}
            onChange={(e) => setPeriod((p) => ({ ...p, [end]: e.currentTarget.value }))}
            w={180}
            data-testid={`analytics-${end}`}
          />
        ))}
      </Group>
      {error && (
        <Alert color="red" data-testid="analytics-error">
          {Object.values(fieldErrors(error))[0] ?? apiErrorMessage(error)}
        </Alert>
      )}

      <Title order={2} size="h4">
        {t('salons.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure label={t('salons.total')} value={count(s?.salons.total)} testId="salons-total" />
        <Figure label={t('salons.created')} value={count(s?.salons.created)} testId="salons-created" />
        <Figure label={t('salons.awaiting')} value={count(s?.salons.awaiting)} testId="salons-awaiting" />
        <Figure label={t('salons.active')} value={count(s?.salons.active)} testId="salons-active" />
        <Figure label={t('salons.deactivated')} value={count(s?.salons.deactivated)} testId="salons-deactivated" />
      </SimpleGrid>
      {s && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <KeyedList title={t('salons.by_plan')} items={s.salons.by_plan} label={(k) => t(`plan.${k}`, { defaultValue: k })} testId="salons-by-plan" />
          <KeyedList title={t('salons.by_city')} items={s.salons.by_city} label={(k) => k} testId="salons-by-city" />
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Figure label={`${t('clients.title')}: ${t('clients.total')}`} value={count(s?.clients.total)} note={s && `${t('clients.created')}: ${count(s.clients.created)}`} testId="clients-total" />
        <Figure
          label={t('revenue.mrr')}
          value={money(s?.revenue.mrr_kurus)}
          note={s && t('revenue.paying', { count: s.revenue.paying_subscriptions, trial: s.revenue.trial_subscriptions })}
          testId="revenue-mrr"
        />
        <Figure label={t('revenue.paid')} value={money(s?.revenue.paid_kurus)} note={s && t('revenue.paid_count', { count: s.revenue.paid_count })} testId="revenue-paid" />
        <Figure
          label={t('revenue.churn')}
          value={formatRate(s?.revenue.churn_bp, locale)}
          note={s && t('revenue.churn_detail', { churned: s.revenue.churned, base: s.revenue.paying_at_start })}
          testId="revenue-churn"
        />
        <Figure label={t('masters.revenue')} value={money(s?.masters.revenue_kurus)} note={s && t('masters.visits', { count: s.masters.completed_visits })} testId="masters-revenue" />
        <Figure label={t('masters.salaries')} value={money(s?.masters.salaries_kurus)} testId="masters-salaries" />
        <Figure
          label={t('rating.average')}
          value={s?.rating.average == null ? '—' : s.rating.average.toLocaleString(locale, { maximumFractionDigits: 2 })}
          note={s && t('rating.reviews', { count: s.rating.reviews, salons: s.rating.rated_salons })}
          testId="rating-average"
        />
      </SimpleGrid>

      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('bookings.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="bookings-total">
            {b ? t('bookings.total', { total: formatCount(b.totals.total, locale) }) : ''}
          </Text>
        </Group>
        {b && (
          <BarChart
            h={280}
            data={chartRows(b.days, STATUSES)}
            dataKey="day"
            type="stacked"
            withLegend
            series={STATUSES.map((status) => ({ name: status, label: t(`status.${status}`), color: STATUS_COLOURS[status] }))}
            data-testid="bookings-chart"
          />
        )}
      </Paper>

      <Paper withBorder p="sm">
        <Title order={2} size="h4" mb="sm">
          {t('conversion.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm">
          <Figure
            label={t('conversion.overall')}
            value={formatRate(c?.conversion_bp, locale)}
            note={c && t('conversion.detail', { bookings: c.online_bookings, views: c.salon_page_views })}
            testId="conversion-overall"
          />
          <Figure label={t('conversion.all_views')} value={count(c?.all_page_views)} testId="conversion-all-views" />
        </SimpleGrid>
        {c && c.salons.length === 0 && <Text c="dimmed">{t('conversion.empty')}</Text>}
        {c && c.salons.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="conversion-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('conversion.salon')}</Table.Th>
                  <Table.Th>{t('conversion.views')}</Table.Th>
                  <Table.Th>{t('conversion.bookings')}</Table.Th>
                  <Table.Th>{t('conversion.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.salons.map((row) => (
                  <Table.Tr key={row.salon_id}>
                    <Table.Td>
                      <Anchor component={RouteLink} to="admin-salons" query={{ salon: String(row.salon_id) }} size="sm">
                        {row.salon_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatCount(row.views, locale)}</Table.Td>
                    <Table.Td>{formatCount(row.bookings, locale)}</Table.Td>
                    <Table.Td>{formatRate(row.conversion_bp, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {c && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
            <KeyedList title={t('conversion.by_kind')} items={c.by_kind} label={(k) => t(`kind.${k}`, { defaultValue: k })} testId="views-by-kind" />
            <KeyedList
              title={t('conversion.by_referrer')}
              items={c.by_referrer}
              label={(k) => (k === '' ? t('conversion.direct') : k === 'other' ? t('conversion.other') : k)}
              testId="views-by-referrer"
            />
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
