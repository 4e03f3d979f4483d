import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMasterUnavailable } from '@/shared/api/events';
import { useTranslation } from '@/shared/i18n';
import { availableDatesKey } from '../api/useAvailableDates';
import { freeTimesKey } from '../api/useFreeTimes';

/** The global "master unavailable" event (spec §8): tell the visitor and refresh the free times. */
export function useMasterUnavailable() {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMasterUnavailable(() => {
        // The snack code (Mantine notifications) loads when there is something to show (JS budget).
        void import('@/shared/ui/snack').then((m) => m.showSnack(t('master_unavailable'), 'error'));
        void queryClient.invalidateQueries({ queryKey: freeTimesKey });
        void queryClient.invalidateQueries({ queryKey: availableDatesKey });
      }),
    [queryClient, t],
  );
}
