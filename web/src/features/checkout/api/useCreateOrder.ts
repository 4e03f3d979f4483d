import { useMutation } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/shared/api';
import { emitMasterUnavailable } from '@/shared/api/events';
import type { CreateOrder } from './types';

export const MASTER_IS_BUSY = 'master_is_busy';

/** POST /api/site/order/create (a logged-in client). `master_is_busy` raises the global event (spec §8). */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: CreateOrder) => unwrap(api.POST('/api/site/order/create', { body })),
    onError: (error) => {
      if (error instanceof ApiError && error.body?.message_code === MASTER_IS_BUSY) {
        emitMasterUnavailable({ message: error.body.message ?? null });
      }
    },
    meta: { silent: true },
  });
}
