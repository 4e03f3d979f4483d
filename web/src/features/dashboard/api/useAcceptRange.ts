import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { applyAct } from '../lib/actCache';

/** POST /api/client/accept-range/{id}: a start time inside the range the salon offered. */
export function useAcceptRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, provision_time }: { id: number; provision_time: string }) =>
      unwrap(api.POST('/api/client/accept-range/{id}', { params: { path: { id } }, body: { provision_time } })),
    meta: { silent: true },
    onSuccess: (act) => applyAct(queryClient, act),
  });
}
