import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

/** POST /api/salon/schedule/acts/important/{id}: marks a visit important, or clears the mark. */
export function useToggleImportant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/salon/schedule/acts/important/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateDesk(queryClient),
  });
}
