import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** POST /api/salon/schedule/acts/reply/{id}: the salon's reply; the client is notified. */
export function useReplyAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      unwrap(api.POST('/api/salon/schedule/acts/reply/{id}', { params: { path: { id } }, body: { text } })),
    onSuccess: () => invalidateDesk(queryClient),
    meta: { silent: true },
  });
}
