import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { markReadInCache } from '../lib/notificationCache';

/** POST /api/common/notifications/read-all; answers the new unread count (0). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/common/notifications/read-all')),
    onSuccess: ({ unread }) => markReadInCache(queryClient, 'all', unread),
  });
}
