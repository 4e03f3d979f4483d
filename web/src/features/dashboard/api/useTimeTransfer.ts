import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { applyAct } from '../lib/actCache';

export interface TimeTransfer {
  id: number;
  provision_date: string;
  provision_time: string;
}

/** POST /api/client/time-transfer/{id}: moves the visit (it waits for the salon again). */
export function useTimeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TimeTransfer) =>
      unwrap(api.POST('/api/client/time-transfer/{id}', { params: { path: { id } }, body })),
    // The modal shows the message itself.
    meta: { silent: true },
    onSuccess: (act) => applyAct(queryClient, act),
  });
}
