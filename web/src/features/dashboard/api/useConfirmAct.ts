import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { applyAct } from '../lib/actCache';

/** POST /api/client/confirm/{id}: accepts the time the salon moved the visit to. */
export function useConfirmAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/client/confirm/{id}', { params: { path: { id } } })),
    onSuccess: (act) => applyAct(queryClient, act),
  });
}
