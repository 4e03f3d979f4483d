import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

export type ReviewRow = components['schemas']['ReviewView'];

/** Data URL of the admin's review table. */
export const REPLIES_URL = '/api/admin/replies';

function useRefreshTable() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tableKeyPrefix(REPLIES_URL) });
}

/** POST /api/admin/replies/{id}/confirm: placed and counted. */
export function useConfirmReview() {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/replies/{id}/confirm', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** POST /api/admin/replies/{id}/reject {reason}: hidden and not counted. */
export function useRejectReview() {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      unwrap(api.POST('/api/admin/replies/{id}/reject', { params: { path: { id } }, body: { reason } })),
    onSuccess: refresh,
  });
}
