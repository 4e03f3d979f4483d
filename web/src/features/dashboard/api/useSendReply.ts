import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { actsRoot } from './keys';
import type { SendReply } from './types';

/** POST /api/client/send-reply/{id}: the review of a completed visit (one per visit). */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SendReply }) =>
      unwrap(api.POST('/api/client/send-reply/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () => {
      // The visit is no longer reviewable and the review joins "my reviews".
      void queryClient.invalidateQueries({ queryKey: actsRoot });
      void queryClient.invalidateQueries({ queryKey: ['client', 'replies'] });
    },
  });
}
