import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { employeeKey } from './keys';
import { EMPLOYEES_URL, type EmployeeBody } from './types';

/** POST /api/salon/employees/new (id null) or PUT /api/salon/employees/{id}. */
export function useSaveEmployee(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) =>
      id === null
        ? unwrap(api.POST('/api/salon/employees/new', { body }))
        : unwrap(api.PUT('/api/salon/employees/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(employeeKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(EMPLOYEES_URL) });
    },
  });
}
