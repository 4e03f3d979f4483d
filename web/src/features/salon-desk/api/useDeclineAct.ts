import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** POST /api/salon/schedule/acts/decline/{id}: a booking waiting for the salon is declined. */
export function useDeclineAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/schedule/acts/decline/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateDesk(queryClient),
  });
}
