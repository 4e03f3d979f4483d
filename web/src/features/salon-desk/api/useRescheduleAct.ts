import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

export interface RescheduleInput {
  id: number;
  date: string;
  time: string;
  /** Another master of the salon (transfer); the current one when null. */
  master_id: number | null;
}

/** PUT /api/salon/schedule/acts/{id}: another time and/or master; the visit then waits for the client. */
export function useRescheduleAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RescheduleInput) => unwrap(api.PUT('/api/salon/schedule/acts/{id}', { params: { path: { id } }, body })),
    onSuccess: () => invalidateDesk(queryClient),
    meta: { silent: true },
  });
}
