import { Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatMoney, intlLocale } from '@/shared/lib/format';
import { usePlanUsage } from '@/shared/plan';
import { pathFor } from '@/shared/routes/paths';
import { Link } from '@/shared/ui/Link';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The overview's headline figures (issue #19): income, completed visits, clients and rating of
 * this month against the days before it; only for salons whose plan has analytics (others get
 * nothing here: the analytics screen itself shows them the upgrade). */
export function MonthFigures() {
  const plan = usePlanUsage();
  if (!plan.data?.features.includes('analytics')) return null;
  return <Figures />;
}

function Figures() {
  const { t } = useTranslation('salonAnalytics');
  const locale = useLocale();
  const today = new Date();
  const query = { from: ymd(new Date(today.getFullYear(), today.getMonth(), 1)), to: ymd(new Date(today.getFullYear(), today.getMonth() + 1, 0)) };
  const key = (name: string) => ['salon-charts', name, query.from, query.to, locale];
  const income = useQuery({ queryKey: key('income'), queryFn: () => unwrap(api.GET('/api/salon/charts/income', { params: { query } })) });
  const completed = useQuery({ queryKey: key('completed'), queryFn: () => unwrap(api.GET('/api/salon/charts/acts/completed', { params: { query } })) });
  const clients = useQuery({ queryKey: key('clients'), queryFn: () => unwrap(api.GET('/api/salon/charts/clients-count', { params: { query } })) });
  const rating = useQuery({ queryKey: key('rating'), queryFn: () => unwrap(api.GET('/api/salon/charts/rating', { params: { query } })) });
  const count = new Intl.NumberFormat(intlLocale(locale));
  const score = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const figures = [
    { id: 'income', label: t('figures.income'), now: income.data && formatMoney(income.data.current, locale), before: income.data && formatMoney(income.data.previous, locale) },
    { id: 'completed', label: t('figures.completed'), now: completed.data && count.format(completed.data.current), before: completed.data && count.format(completed.data.previous) },
    { id: 'clients', label: t('figures.clients'), now: clients.data && count.format(clients.data.current.clients), before: clients.data && count.format(clients.data.previous.clients) },
    {
      id: 'rating',
      label: t('figures.rating'),
      now: rating.data && (rating.data.current.average == null ? '—' : score.format(rating.data.current.average)),
      before: rating.data && (rating.data.previous.average == null ? '—' : score.format(rating.data.previous.average)),
    },
  ];
  return (
    <Card withBorder data-testid="month-figures">
      <Group justify="space-between" mb="sm">
        <Title order={3}>{t('overview.title')}</Title>
        <Link to={pathFor('admin-salon-analytics', locale)}>{t('overview.more')}</Link>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {figures.map((f) => (
          <div key={f.id} data-testid={`month-${f.id}`}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            {f.now === undefined ? <Skeleton h={28} /> : <Text fw={700} fz={22}>{f.now}</Text>}
            {f.before !== undefined && (
              <Text size="xs" c="dimmed">
                {t('previous', { value: f.before })}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
