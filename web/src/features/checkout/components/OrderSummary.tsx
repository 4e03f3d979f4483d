import { Button, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatDuration, formatMoney } from '@/shared/lib/format';
import type { Basket, BasketItem } from '../api/types';
import { useLoyaltyBalance } from '../api/useLoyaltyBalance';
import classes from './Checkout.module.css';
import { ErrorNote } from './ErrorNote';
import { SummaryRow } from './SummaryRows';

/** What an item adds to the total: its units after discount plus its chosen options (once each). */
// Fetched only for a client holding points at this salon: the public checkout stays within its budget.
const PointsRedeem = lazy(() => import('./PointsRedeem'));

const lineTotal = (item: BasketItem) => item.final_price * item.quantity + item.options.reduce((sum, o) => sum + o.price, 0);

interface Props {
  basket: Basket;
  anyMaster: boolean;
  pending: boolean;
  disabled: boolean;
  error: string | null;
  isGuest: boolean;
  onRedeem: (points: number) => void;
}

/** The sticky summary: salon, services, master, date and time, total duration and price, and the form's submit. */
export function OrderSummary({ basket, anyMaster, pending, disabled, error, isGuest, onRedeem }: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const info = basket.basket;
  const master = info.possible_masters.find((m) => m.id === info.master_id);
  const notChosen = t('summary.not_chosen');
  const { roles } = useAuth();
  const points = useLoyaltyBalance(info.salon_id, !isGuest && roles.includes('client'));
  return (
    <section className={classes.step} data-testid="checkout-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('summary.title')}
        </Title>
        {info.salon && (
          <div>
            <Text fw={600} data-testid="summary-salon">
              {info.salon.name}
            </Text>
            <Text size="sm" c="dimmed">
              {info.salon.address}
            </Text>
          </div>
        )}
        <Stack gap={4} data-testid="summary-services">
          {basket.items.map((item) => (
            <SummaryRow
              key={item.id}
              label={item.quantity > 1 ? `${item.name} ${t('summary.quantity', { count: item.quantity })}` : item.name}
              value={formatMoney(lineTotal(item), locale)}
            />
          ))}
        </Stack>
        <hr className={classes.rule} />
        <SummaryRow label={t('summary.master')} value={master?.full_name ?? (anyMaster ? t('summary.any_master') : notChosen)} testId="summary-master" />
        <SummaryRow label={t('summary.date')} value={info.provision_date ? formatDay(info.provision_date, locale, 'weekdayLong') : notChosen} testId="summary-date" />
        <SummaryRow label={t('summary.time')} value={info.provision_time ?? notChosen} testId="summary-time" />
        <SummaryRow label={t('summary.duration')} value={formatDuration(info.total_duration, tc)} testId="summary-duration" />
        <hr className={classes.rule} />
        <SummaryRow label={t('summary.total')} value={formatMoney(basket.total, locale)} testId="summary-total" strong />
        {points && (
          <Suspense fallback={null}>
            <PointsRedeem balance={points} total={basket.total} onChange={onRedeem} />
          </Suspense>
        )}
        <Text size="xs" c="dimmed">
          {t('summary.payment')}
        </Text>
        <ErrorNote error={error} testId="checkout-error" />
        <Button size="md" radius="xl" fullWidth loading={pending} disabled={disabled} type="submit" data-testid="checkout-submit">
          {t('summary.submit')}
        </Button>
        {isGuest && (
          <Text size="xs" c="dimmed" ta="center">
            {t('summary.login_hint')}
          </Text>
        )}
      </Stack>
    </section>
  );
}
