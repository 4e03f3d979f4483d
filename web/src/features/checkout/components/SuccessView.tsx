import { Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatDuration, formatMoney } from '@/shared/lib/format';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { Act } from '../api/types';
import classes from './Checkout.module.css';
import { SummaryRow } from './SummaryRows';

const statusKeys = {
  new: 'status.new',
  moved: 'status.moved',
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
  completed: 'status.completed',
} as const;

const statusColors: Record<string, string> = { new: 'yellow', moved: 'yellow', confirmed: 'teal', cancelled: 'gray', completed: 'blue' };

/** The booking just made: where, with whom, when, what, the total, its status, calendar and history links. */
export function SuccessView({ act }: { act: Act }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const statusKey = statusKeys[act.status as keyof typeof statusKeys] ?? statusKeys.new;
  return (
    <section className={`${classes.step} ${classes.success}`} data-testid="checkout-success" data-act-id={act.id}>
      <Stack gap="md">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={2}>{t('success.title')}</Title>
          <Text c="dimmed">{t('success.text')}</Text>
          <Text size="sm" c="dimmed">
            {t('success.number', { id: act.id })}
          </Text>
        </Stack>
        <hr className={classes.rule} />
        <SummaryRow
          label={t('success.status')}
          value={
            <Badge color={statusColors[act.status] ?? 'gray'} variant="light" data-status={act.status}>
              {t(statusKey)}
            </Badge>
          }
          testId="success-status"
        />
        <div>
          <Text fw={600} data-testid="success-salon">
            {act.salon.name}
          </Text>
          <Text size="sm" c="dimmed">
            {act.salon.address}
          </Text>
        </div>
        <SummaryRow label={t('summary.master')} value={act.master.full_name} testId="success-master" />
        <SummaryRow label={t('summary.date')} value={formatDay(act.provision_date, locale, 'weekdayLong')} testId="success-date" />
        <SummaryRow label={t('summary.time')} value={`${act.provision_time}–${act.end_time}`} testId="success-time" />
        <Stack gap={4} data-testid="success-services">
          {act.items.map((item, i) => (
            <SummaryRow
              key={i}
              label={[item.name, item.option_name].filter(Boolean).join(' · ') + (item.quantity > 1 ? ` ${t('summary.quantity', { count: item.quantity })}` : '')}
              value={formatMoney(item.price, locale)}
            />
          ))}
        </Stack>
        <SummaryRow label={t('summary.duration')} value={formatDuration(act.duration, tc)} testId="success-duration" />
        <SummaryRow label={t('summary.total')} value={formatMoney(act.total, locale)} testId="success-total" strong />
        <hr className={classes.rule} />
        <Group justify="center" gap="sm">
          <Button component="a" href={`/api/client/acts/${act.id}/calendar.ics`} download variant="light" radius="xl" leftSection={<IconCalendarPlus size={18} />} data-testid="success-calendar">
            {t('success.calendar')}
          </Button>
          <Button component={RouteLink} to="dashboard-history" radius="xl" data-testid="success-history">
            {t('success.history')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
