import { Alert, Avatar, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { Act } from '../api/types';
import { ActActions } from './ActActions';
import { ActStatusBadge } from './ActStatusBadge';
import classes from './Dashboard.module.css';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <div className={classes.label}>{label}</div>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** One visit in the history: where, with whom, when, what, how much, its status and what can be done. */
export function ActCard({ act }: { act: Act }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const paymentLabel = (method: string) =>
    method === 'card' || method === 'cash' ? t(`act.payment_methods.${method}`) : method;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card} data-testid={`act-${act.id}`}>
      <Stack gap="md">
        {/* The badge drops below the salon on narrow screens (long Russian statuses). */}
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={act.salon.photo?.url} alt="" radius="md" color="plum">
              {act.salon.name.charAt(0)}
            </Avatar>
            <div>
              <RouteLink to="salon" params={{ slug: act.salon.slug }} className={classes.salonLink} data-testid="act-salon">
                {act.salon.name}
              </RouteLink>
              <Text size="xs" c="dimmed">
                {act.salon.address}
              </Text>
            </div>
          </Group>
          <ActStatusBadge status={act.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Field label={t('act.master')} value={act.master.full_name} testId="act-master" />
          <Field label={t('act.date')} value={formatDay(act.provision_date, locale, 'weekdayMedium')} testId="act-date" />
          <Field label={t('act.time')} value={`${act.provision_time}–${act.end_time}`} testId="act-time" />
        </SimpleGrid>
        <div>
          <div className={classes.label}>{t('act.services')}</div>
          <Stack gap={2} data-testid="act-services">
            {act.items.map((item, i) => (
              <Group key={i} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {item.option_name ? `${item.name} · ${item.option_name}` : item.name}
                  {item.quantity > 1 && ` ${t('act.quantity', { count: item.quantity })}`}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatMoney(item.price * item.quantity, locale)}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {act.payment_method && t('act.payment', { method: paymentLabel(act.payment_method) })}
          </Text>
          <Text fw={700} data-testid="act-total">
            {t('act.total')}: {formatMoney(act.total, locale)}
          </Text>
        </Group>
        {act.offer && (
          <Alert color="orange" variant="light" data-testid="act-offer">
            {t('act.offer', { date: formatDay(act.offer.date, locale, 'weekdayMedium'), start: act.offer.start, end: act.offer.end })}
          </Alert>
        )}
        {act.status === 'moved' && !act.offer && (
          <Text size="sm" c="orange.8" data-testid="act-moved">
            {t(act.moved_by === 'salon' ? 'act.moved_by_salon' : 'act.moved_by_client')}
          </Text>
        )}
        {Boolean(act.review) && (
          <Text size="sm" c="dimmed" data-testid="act-reviewed">
            {t('act.reviewed')}
          </Text>
        )}
        <ActActions act={act} />
      </Stack>
    </Paper>
  );
}
