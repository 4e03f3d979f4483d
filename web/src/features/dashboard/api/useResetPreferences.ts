import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/shared/api';
import { preferencesKey } from './keys';

/**
 * POST /api/common/notification-preferences/reset. Spec §8: a 404 (nothing stored to reset) is a
 * success with an empty result; the defaults are then read again.
 */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await unwrap(api.POST('/api/common/notification-preferences/reset'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    onSuccess: (prefs) => {
      if (prefs) queryClient.setQueryData(preferencesKey, prefs);
      void queryClient.invalidateQueries({ queryKey: preferencesKey });
    },
  });
}
