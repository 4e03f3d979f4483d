import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant, formatMoney } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import { useCancelOrResume, useConfirmCheckout, usePlans, useStartTrial, useSubscription, type Purpose } from './api/subscription';
import { CheckoutModal } from './components/CheckoutModal';
import { HistoryTable } from './components/HistoryTable';
import { brandName } from './lib/card';

/** admin-salon-payment: the subscription, its next charge, the card and the payment history. */
export function SalonPaymentPage() {
  const { t } = useTranslation('salonPayment');
  const locale = useLocale();
  const subscription = useSubscription();
  const plans = usePlans();
  const action = useCancelOrResume();
  const trial = useStartTrial();
  const confirmReturn = useConfirmCheckout();
  const [checkout, setCheckout] = useState<Purpose | null>(null);
  const [askCancel, setAskCancel] = useState(false);
  const [params, setParams] = useSearchParams();

  // Back from the provider's form: its token is confirmed with this session.
  const returnToken = params.get('token');
  const returnPurpose = params.get('purpose') === 'change_card' ? 'change_card' : 'upgrade';
  useEffect(() => {
    if (!returnToken) return;
    setParams({}, { replace: true });
    confirmReturn.mutate(
      { token: returnToken, purpose: returnPurpose },
      { onSuccess: () => showSnack(t(returnPurpose === 'upgrade' ? 'messages.upgraded' : 'messages.cardChanged'), 'success') },
    );
  }, [returnToken, returnPurpose, setParams, confirmReturn, t]);

  const s = subscription.data;
  if (!s) return <Loader />;
  const premium = plans.data?.plans.find((p) => p.key === 'premium');
  const price = formatMoney(premium?.monthly_price_kurus ?? 0, locale);
  const day = (at?: string | null) => formatInstant(at, locale, 'longDate');
  const statusText = s.has_subscription && s.status ? t(`status.${s.status}` as 'status.active') : t('current.none');

  return (
    <Stack gap="lg" data-testid="salon-payment-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('current.title')}
          </Title>
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {t('current.plan')}
              </Text>
              <Text fw={600} data-testid="current-plan">
                {t(`plans.${s.plan}` as 'plans.free')}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('current.status')}
              </Text>
              <Text fw={600} data-testid="subscription-status">
                {statusText}
              </Text>
            </div>
            {s.has_subscription && (
              <div>
                <Text size="sm" c="dimmed">
                  {t('current.nextCharge')}
                </Text>
                <Text fw={600} data-testid="next-charge">
                  {s.next_charge_at
                    ? t('current.nextChargeValue', { date: day(s.next_charge_at), amount: formatMoney(s.next_charge_kurus ?? 0, locale) })
                    : t('current.noNextCharge')}
                </Text>
              </div>
            )}
            <div>
              <Text size="sm" c="dimmed">
                {t('current.card')}
              </Text>
              <Text fw={600} data-testid="saved-card">
                {s.card ? `${brandName(s.card.brand)} •••• ${s.card.last4}` : t('current.noCard')}
              </Text>
            </div>
          </Group>
          {s.status === 'past_due' && s.next_charge_at && <Alert color="orange">{t('current.pastDue', { date: day(s.next_charge_at) })}</Alert>}
          {s.status === 'trial' && !s.card && (
            <Alert color="blue" data-testid="trial-ends">
              {t('current.trialEnds', { date: day(s.period_end) })}
            </Alert>
          )}
          {s.cancel_at_period_end && <Alert color="yellow">{t('current.endsOn', { date: day(s.period_end) })}</Alert>}
          <Group>
            {s.trial_available && (
              <Button
                variant="light"
                loading={trial.isPending}
                onClick={() => trial.mutate(undefined, { onSuccess: () => showSnack(t('messages.trialStarted'), 'success') })}
                data-testid="start-trial"
              >
                {t('actions.trial', { days: premium?.trial_days ?? 0 })}
              </Button>
            )}
            {(!s.has_subscription || s.status === 'past_due' || s.status === 'trial') && (
              <Button onClick={() => setCheckout('upgrade')} data-testid="upgrade">
                {t('actions.upgrade', { price })}
              </Button>
            )}
            {s.has_subscription && !s.cancel_at_period_end && (
              <Button variant="default" onClick={() => setAskCancel(true)}>
                {t('actions.cancel')}
              </Button>
            )}
            {s.has_subscription && s.cancel_at_period_end && (
              <Button
                variant="default"
                loading={action.isPending}
                onClick={() => action.mutate('resume', { onSuccess: () => showSnack(t('messages.resumed'), 'success') })}
              >
                {t('actions.resume')}
              </Button>
            )}
            {s.has_subscription && (
              <Button variant="subtle" onClick={() => setCheckout('change_card')}>
                {t('actions.changeCard')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('history.title')}
        </Title>
        <HistoryTable payments={s.payments} />
      </Stack>
      {checkout && (
        <CheckoutModal
          purpose={checkout}
          price={price}
          provider={s.provider}
          onClose={() => setCheckout(null)}
          onDone={() => {
            showSnack(t(checkout === 'upgrade' ? 'messages.upgraded' : 'messages.cardChanged'), 'success');
            setCheckout(null);
          }}
        />
      )}
      <Modal opened={askCancel} onClose={() => setAskCancel(false)} title={t('actions.cancelTitle')} centered>
        <Stack>
          <Text>{t('actions.cancelText', { date: day(s.period_end) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskCancel(false)}>
              {t('actions.keep')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() =>
                action.mutate('cancel', {
                  onSuccess: () => {
                    setAskCancel(false);
                    showSnack(t('messages.cancelled'), 'success');
                  },
                })
              }
            >
              {t('actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
