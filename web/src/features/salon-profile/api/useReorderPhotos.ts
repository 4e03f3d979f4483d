import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { infoKey } from './keys';
import type { SalonInfo } from './types';

/** PUT /api/salon/gallery/order with every photo id in the new order. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => unwrap(api.PUT('/api/salon/gallery/order', { body: { ids } })),
    meta: { silent: true },
    onSuccess: (gallery) => queryClient.setQueryData<SalonInfo>(infoKey, (info) => (info ? { ...info, gallery } : info)),
  });
}
