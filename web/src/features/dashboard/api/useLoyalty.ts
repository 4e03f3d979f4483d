import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** GET /api/client/loyalty: the client's points per salon (the checkout reads the same key). */
export function useLoyalty() {
  return useQuery({ queryKey: ['client', 'loyalty'], queryFn: () => unwrap(api.GET('/api/client/loyalty')) });
}

/** GET /api/client/loyalty/{salon_id}: the entries behind one salon's balance, asked when opened. */
export function useLoyaltyLedger(salonId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['client', 'loyalty', 'ledger', salonId],
    queryFn: () => unwrap(api.GET('/api/client/loyalty/{salon_id}', { params: { path: { salon_id: salonId } } })),
    enabled,
  });
}
