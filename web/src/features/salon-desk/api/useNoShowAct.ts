import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** POST /api/salon/schedule/acts/no-show/{id}: a started visit the client did not come to. */
export function useNoShowAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/schedule/acts/no-show/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateDesk(queryClient),
  });
}
