import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { invalidateDesk } from './keys';

export interface OfferRangeInput {
  id: number;
  date: string;
  start: string;
  end: string;
}

/** POST /api/salon/schedule/acts/offer-time-range/{id}: the client picks a start inside the range. */
export function useOfferRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OfferRangeInput) =>
      unwrap(api.POST('/api/salon/schedule/acts/offer-time-range/{id}', { params: { path: { id } }, body })),
    onSuccess: () => invalidateDesk(queryClient),
    meta: { silent: true },
  });
}
