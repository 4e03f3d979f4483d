import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { emitMasterUnavailable } from '@/shared/api/events';
import type { Basket, DayAvailability } from '../api/types';
import { MASTER_IS_BUSY } from '../api/useCreateOrder';
import { useUpdateBasket } from '../api/useUpdateBasket';
import { masterForTime } from '../lib/availability';

/**
 * Stores a picked time in the basket with its master: the chosen one, or with "any master" the
 * basket's current master when free then, else the first master free at that time.
 */
export function useTimeChoice(basket: Basket) {
  const update = useUpdateBasket();
  const [error, setError] = useState<unknown>(null);
  const current = basket.basket.master_id ?? null;

  const choose = (date: string, time: string, day: DayAvailability | undefined, anyMaster: boolean) => {
    setError(null);
    const masterId = anyMaster ? masterForTime(day, time, current) : current;
    if (!masterId || !basket.basket.id) return;
    // Master and time in one call: the API needs no reset when the new time comes with the master.
    update.mutate(
      { id: basket.basket.id, master_id: masterId, provision_date: date, provision_time: time },
      {
        onError: (e) => {
          setError(e);
          if (e instanceof ApiError && e.body?.message_code === MASTER_IS_BUSY) emitMasterUnavailable({ message: e.body.message ?? null });
        },
      },
    );
  };

  return { choose, pending: update.isPending, pendingTime: update.isPending ? (update.variables?.provision_time ?? null) : null, error };
}
