import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { employeeKey } from './keys';
import { EMPLOYEES_URL } from './types';

/** DELETE /api/salon/employees/{id}; `force` also cancels the master's planned visits. */
export function useDeleteEmployee(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => unwrap(api.DELETE('/api/salon/employees/{id}', { params: { path: { id }, query: force ? { force: true } : {} } })),
    meta: { silent: true },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: employeeKey(id) });
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(EMPLOYEES_URL) });
    },
  });
}
