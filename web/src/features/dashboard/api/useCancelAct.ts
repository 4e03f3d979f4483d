import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { applyAct } from '../lib/actCache';

/** POST /api/client/cancel/{id}; refusals (limits, completed visits) show the server's message. */
export function useCancelAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/client/cancel/{id}', { params: { path: { id } } })),
    onSuccess: (act) => applyAct(queryClient, act),
  });
}
