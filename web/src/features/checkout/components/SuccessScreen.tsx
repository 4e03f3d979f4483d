import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useClientAct } from '../api/useClientAct';

// Shown once a booking is made: loaded then, so the checkout's first load stays in the 150 KB budget.
const SuccessView = lazy(() => import('./SuccessView').then((m) => ({ default: m.SuccessView })));

function Waiting() {
  return (
    <Center py="xl">
      <Loader type="dots" />
    </Center>
  );
}

/** `/order?done={id}`: the booking just made (kept from the create call, else looked up again). */
export function SuccessScreen({ id }: { id: number }) {
  const { t } = useTranslation('checkout');
  const { isGuest, isLoading } = useAuth();
  const act = useClientAct(id, !isGuest);
  if (act.data) {
    return (
      <Suspense fallback={<Waiting />}>
        <SuccessView act={act.data} />
      </Suspense>
    );
  }
  if (isLoading || (act.isPending && act.fetchStatus !== 'idle')) return <Waiting />;
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="checkout-success" data-act-id={id}>
      <Text>{t('success.missing')}</Text>
      <Button component={RouteLink} to="dashboard-history" radius="xl" data-testid="success-history">
        {t('success.history')}
      </Button>
    </Stack>
  );
}
