import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { infoKey } from './keys';
import type { SalonInfo } from './types';

/** DELETE /api/salon/gallery/{id}. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/salon/gallery/{id}', { params: { path: { id } } })),
    meta: { silent: true },
    onSuccess: (gallery) => queryClient.setQueryData<SalonInfo>(infoKey, (info) => (info ? { ...info, gallery } : info)),
  });
}
