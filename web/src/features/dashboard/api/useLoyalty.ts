import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** GET /api/client/loyalty: the client's points per salon (the checkout reads the same key). */
export function useLoyalty() {
  return useQuery({ queryKey: ['client', 'loyalty'], queryFn: () => unwrap(api.GET('/api/client/loyalty')) });
}
