import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { requestsRoot } from './keys';
import type { ApproveRequestInput, RequestNames } from './types';

/** The four decisions on a request; each refreshes the table. Silent: the modals show the errors. */
function useDecision<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestsRoot }),
  });
}

const path = (id: number) => ({ params: { path: { id } } });

export const useApprove = () =>
  useDecision(({ id, body }: { id: number; body: ApproveRequestInput }) => unwrap(api.POST('/api/admin/service-requests/{id}/approve', { ...path(id), body })));

export const useMerge = () =>
  useDecision(({ id, serviceId }: { id: number; serviceId: number }) =>
    unwrap(api.POST('/api/admin/service-requests/{id}/merge', { ...path(id), body: { service_id: serviceId } })),
  );

export const useRename = () =>
  useDecision(({ id, body }: { id: number; body: RequestNames }) => unwrap(api.PUT('/api/admin/service-requests/{id}', { ...path(id), body })));

export const useDecline = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) => unwrap(api.POST('/api/admin/service-requests/{id}/decline', { ...path(id), body: { reason } })));
