import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { useBasket } from './api/useBasket';
import { CheckoutView } from './components/CheckoutView';
import { EmptyBasket } from './components/EmptyBasket';
import { ErrorNote } from './components/ErrorNote';
import { PickService } from './components/PickService';
import { SuccessScreen } from './components/SuccessScreen';
import { useEntryParams } from './hooks/useEntryParams';

function Waiting({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader type="dots" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** The basket being checked out, a service to pick first, or nothing chosen yet. */
function CheckoutContent() {
  const { t } = useTranslation('checkout');
  const entry = useEntryParams();
  const basket = useBasket(!entry.adding);
  if (entry.adding) return <Waiting text={t('adding')} />;
  if (!basket.data) return basket.error ? <ErrorNote error={basket.error} testId="basket-error" /> : <Waiting text={t('loading')} />;
  const data = basket.data;
  return (
    <>
      <ErrorNote error={entry.error} testId="entry-error" />
      {entry.pick && data.basket.salon_id !== entry.pick.salonId ? (
        <PickService salonId={entry.pick.salonId} masterId={entry.pick.masterId} />
      ) : data.items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <CheckoutView basket={data} />
      )}
    </>
  );
}

/** /order — the checkout (spec §2): services, master, date and time, personal data, consents, success. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const done = Number(params.get('done'));
  return (
    <PageContainer py={{ base: 'md', sm: 'xl' }} data-testid="checkout-page">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {Number.isInteger(done) && done > 0 ? <SuccessScreen id={done} /> : <CheckoutContent />}
      </Stack>
    </PageContainer>
  );
}

export default CheckoutPage;
