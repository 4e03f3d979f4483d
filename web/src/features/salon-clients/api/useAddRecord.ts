import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { clientsRoot } from './keys';

/** POST /api/salon/clients/{id}/records. */
export function useAddRecord(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => unwrap(api.POST('/api/salon/clients/{id}/records', { params: { path: { id: clientId } }, body: { text } })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clientsRoot, 'extended', clientId] }),
  });
}
