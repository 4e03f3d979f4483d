import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

export type AdminCase = components['schemas']['AdminCaseView'];
export type MasterPortfolio = components['schemas']['MasterPortfolio'];

/** The cases table's data URL (the shared DataTable fetches it). */
export const PORTFOLIO_URL = '/api/admin/portfolio';
const masterKey = (id: number) => ['admin', 'portfolio', id] as const;

/** GET /api/admin/portfolio/{id}: one master's cases and where they may move. */
export function useMasterPortfolio(id: number) {
  return useQuery({ queryKey: masterKey(id), queryFn: () => unwrap(api.GET('/api/admin/portfolio/{id}', { params: { path: { id } } })) });
}

/** PUT /api/admin/portfolio/cases/{id}/hidden. */
export function useHideCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      unwrap(api.PUT('/api/admin/portfolio/cases/{id}/hidden', { params: { path: { id } }, body: { hidden } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(PORTFOLIO_URL) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'portfolio'] });
    },
  });
}

/** POST /api/admin/masters/{id}/transfer-cases. */
export function useTransferCases(from: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: number) => unwrap(api.POST('/api/admin/masters/{id}/transfer-cases', { params: { path: { id: from } }, body: { to_master_id: to } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(PORTFOLIO_URL) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'portfolio'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'master'] });
    },
  });
}
