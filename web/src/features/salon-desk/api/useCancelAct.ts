import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** DELETE /api/salon/schedule/acts/{id}: the salon cancels a visit (never a completed one). */
export function useCancelAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/salon/schedule/acts/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateDesk(queryClient),
  });
}
