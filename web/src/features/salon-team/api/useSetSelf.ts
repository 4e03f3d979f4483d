import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/shared/auth';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { employeeKey } from './keys';
import { EMPLOYEES_URL } from './types';

/** POST /api/salon/employees/self: the salon admin becomes a master of the salon. */
export function useSetSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/salon/employees/self')),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(employeeKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(EMPLOYEES_URL) });
      // The account gained the master role: the role switcher shows it.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
