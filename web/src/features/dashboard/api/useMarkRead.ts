import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { markReadInCache } from '../lib/notificationCache';

/** POST /api/common/notifications/read/{id}; answers the new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/common/notifications/read/{id}', { params: { path: { id } } })),
    onSuccess: ({ unread }, id) => markReadInCache(queryClient, [id], unread),
  });
}
