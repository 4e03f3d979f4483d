import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { employeeKey } from './keys';

/** GET /api/salon/employees/{id}; disabled for a new master. */
export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: employeeKey(id ?? 0),
    queryFn: () => unwrap(api.GET('/api/salon/employees/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}
