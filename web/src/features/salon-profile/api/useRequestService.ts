import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { catalogueRoot, requestsRoot } from './keys';
import type { ServiceRequestInput } from './types';

/** POST /api/salon/services/request: a new service for the moderators. */
export function useRequestService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequestInput) => unwrap(api.POST('/api/salon/services/request', { body })),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueRoot });
      void queryClient.invalidateQueries({ queryKey: requestsRoot });
    },
  });
}
