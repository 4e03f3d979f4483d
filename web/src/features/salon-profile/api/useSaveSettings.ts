import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { settingsKey } from './keys';
import type { SalonSettingsUpdate } from './types';

/** PUT /api/salon/settings; the answer carries "Salon information updated" in the page's language. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: SalonSettingsUpdate) => unwrap(api.PUT('/api/salon/settings', { body })),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(locale), saved.settings),
  });
}
