import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { casesKey } from './keys';
import type { CaseBody } from './types';

/** GET /api/salon/employees/{id}/cases. */
export function useCases(masterId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: casesKey(masterId, locale),
    queryFn: () => unwrap(api.GET('/api/salon/employees/{id}/cases', { params: { path: { id: masterId } } })),
  });
}

function useRefreshCases(masterId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['salon', 'employee-cases', masterId] });
}

/** POST /api/salon/employees/cases/create (id null) or PUT /api/salon/employees/cases/{id}. */
export function useSaveCase(masterId: number, id: number | null) {
  const refresh = useRefreshCases(masterId);
  return useMutation({
    mutationFn: (body: CaseBody) =>
      id === null
        ? unwrap(api.POST('/api/salon/employees/cases/create', { body: { ...body, master_id: masterId } }))
        : unwrap(api.PUT('/api/salon/employees/cases/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** DELETE /api/salon/employees/cases/{id}. */
export function useDeleteCase(masterId: number) {
  const refresh = useRefreshCases(masterId);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/salon/employees/cases/{id}', { params: { path: { id } } })),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

