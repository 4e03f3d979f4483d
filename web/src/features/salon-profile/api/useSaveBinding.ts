import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { catalogueRoot } from './keys';
import type { ServiceBindingInput } from './types';

/** POST /api/salon/services/binding (new) or PUT /api/salon/services/binding/{id} (edit). */
export function useSaveBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServiceBindingInput }) =>
      id == null
        ? unwrap(api.POST('/api/salon/services/binding', { body }))
        : unwrap(api.PUT('/api/salon/services/binding/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueRoot }),
  });
}
