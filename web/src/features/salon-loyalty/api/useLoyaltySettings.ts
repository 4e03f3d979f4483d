import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';

export type LoyaltySettings = components['schemas']['LoyaltySettings'];
export type LoyaltyInput = components['schemas']['LoyaltyInput'];

export const loyaltyKey = ['salon', 'loyalty'] as const;

/** GET /api/salon/loyalty: the programme (defaults, switched off, before the first save). */
export function useLoyaltySettings() {
  return useQuery({ queryKey: loyaltyKey, queryFn: () => unwrap(api.GET('/api/salon/loyalty')) });
}

/** PUT /api/salon/loyalty. */
export function useSaveLoyalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoyaltyInput) => unwrap(api.PUT('/api/salon/loyalty', { body })),
    onSuccess: (saved) => queryClient.setQueryData(loyaltyKey, saved),
    meta: { silent: true },
  });
}
