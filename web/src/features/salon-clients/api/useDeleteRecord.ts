import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { clientsRoot } from './keys';

/** DELETE /api/salon/clients/{id}/records/{record_id}. */
export function useDeleteRecord(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) =>
      unwrap(api.DELETE('/api/salon/clients/{id}/records/{record_id}', { params: { path: { id: clientId, record_id: recordId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clientsRoot, 'extended', clientId] }),
  });
}
