import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

export type PaymentMethod = 'card' | 'cash';

/** POST /api/salon/schedule/acts/complete/{id}: completed, paid by card or cash. */
export function useCompleteAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: PaymentMethod }) =>
      unwrap(api.POST('/api/salon/schedule/acts/complete/{id}', { params: { path: { id } }, body: { payment } })),
    onSuccess: () => invalidateDesk(queryClient),
    meta: { silent: true },
  });
}
