import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { infoKey } from './keys';
import type { SalonInfoUpdate } from './types';

/** POST /api/salon/update; the answer carries the translated success message. */
export function useUpdateSalonInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalonInfoUpdate) => unwrap(api.POST('/api/salon/update', { body })),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(infoKey, saved.info),
  });
}
