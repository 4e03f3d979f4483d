import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

export type ReviewRow = components['schemas']['ReviewView'];

/** Data URL of the salon's review table. */
export const REPLIES_URL = '/api/salon/replies';

function useRefreshTable() {
  const queryClient = useQueryClient();
  // Not awaited: the modal closes at once, the table catches up behind it.
  return () => void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(REPLIES_URL) });
}

/** GET /api/salon/replies/masters: the master filter's options. */
export function useReplyMasters() {
  return useQuery({
    queryKey: ['salon', 'replies', 'masters'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/replies/masters', { signal })),
  });
}

/** POST /api/salon/replies/confirm/{id}: placed again (withdraws a dispute). */
export function useConfirmReview() {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/replies/confirm/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** POST /api/salon/replies/reject/{id} {reason}: disputed, for the platform admin to decide. */
export function useDisputeReview() {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      unwrap(api.POST('/api/salon/replies/reject/{id}', { params: { path: { id } }, body: { reason } })),
    onSuccess: refresh,
  });
}

/** PUT /api/salon/replies/{id}/answer {text}, or DELETE it with `text` null. */
export function useAnswerReview() {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string | null }) =>
      text === null
        ? unwrap(api.DELETE('/api/salon/replies/{id}/answer', { params: { path: { id } } }))
        : unwrap(api.PUT('/api/salon/replies/{id}/answer', { params: { path: { id } }, body: { text } })),
    onSuccess: refresh,
  });
}

/** POST /api/salon/employees/cases/create-from-reply/{id}: a portfolio case of the reviewed visit. */
export function useCaseFromReview() {
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/employees/cases/create-from-reply/{id}', { params: { path: { id } } })),
  });
}
