import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { catalogueRoot } from './keys';

/** DELETE /api/salon/services/binding/{id} with the typed name. */
export function useDeleteBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => unwrap(api.DELETE('/api/salon/services/binding/{id}', { params: { path: { id } }, body: { name } })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueRoot }),
  });
}
