import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { clientsRoot } from './keys';

/** GET /api/salon/clients/{id}/loyalty: the card's loyalty points at the salon and their ledger. */
export function useClientPoints(id: number) {
  return useQuery({
    queryKey: [...clientsRoot, 'loyalty', id],
    queryFn: () => unwrap(api.GET('/api/salon/clients/{id}/loyalty', { params: { path: { id } } })),
  });
}
