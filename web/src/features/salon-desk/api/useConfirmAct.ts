import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** POST /api/salon/schedule/acts/confirm/{id}: a new or moved booking is confirmed. */
export function useConfirmAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/schedule/acts/confirm/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateDesk(queryClient),
  });
}
