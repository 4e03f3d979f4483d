import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type LoyaltyBalance = components['schemas']['LoyaltyBalance'];

/** GET /api/client/loyalty for a logged-in client: their usable points at `salonId`, if any. */
export function useLoyaltyBalance(salonId: number | null | undefined, isClient: boolean): LoyaltyBalance | undefined {
  const { data } = useQuery({
    queryKey: ['client', 'loyalty'],
    queryFn: () => unwrap(api.GET('/api/client/loyalty')),
    enabled: isClient && !!salonId,
    meta: { silent: true },
  });
  return data?.balances.find((b) => b.salon_id === salonId && b.redeemable && b.points > 0);
}
