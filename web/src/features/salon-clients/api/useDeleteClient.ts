import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { CLIENTS_URL } from './keys';

/** DELETE /api/salon/clients/{id}; `force` cancels the client's planned visits first. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      unwrap(api.DELETE('/api/salon/clients/{id}', { params: { path: { id }, query: { force } } })),
    // The delete flow answers planned_visits_exist_client itself; other failures it shows.
    meta: { silent: true },
    // Only the table: the deleted card's own queries would answer 404 if refetched now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeyPrefix(CLIENTS_URL) }),
  });
}
