import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { preferencesKey } from './keys';
import type { NotificationPreferences } from './types';

/** PUT /api/common/notification-preferences with every channel. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => unwrap(api.PUT('/api/common/notification-preferences', { body })),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
