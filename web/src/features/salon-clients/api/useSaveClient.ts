import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { CLIENTS_URL, clientsRoot } from './keys';
import type { ClientInput } from './types';

/** POST /api/salon/clients/new when `id` is null, PUT /api/salon/clients/{id} otherwise. */
export function useSaveClient(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput) =>
      id === null
        ? unwrap(api.POST('/api/salon/clients/new', { body }))
        : unwrap(api.PUT('/api/salon/clients/{id}', { params: { path: { id } }, body })),
    // The form shows the refusal under its fields.
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: clientsRoot }), queryClient.invalidateQueries({ queryKey: tableKeyPrefix(CLIENTS_URL) })]);
    },
  });
}
