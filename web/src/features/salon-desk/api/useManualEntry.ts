import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';
import type { ManualEntryBody } from './types';

/** POST /api/salon/schedule/acts/new: a walk-in or phone client's visit (paid plan), confirmed at once. */
export function useManualEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualEntryBody) => unwrap(api.POST('/api/salon/schedule/acts/new', { body })),
    onSuccess: () => invalidateDesk(queryClient),
    meta: { silent: true },
  });
}
