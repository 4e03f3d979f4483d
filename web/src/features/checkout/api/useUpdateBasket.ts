import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { UpdateBasket } from './types';
import { storeBasket } from './useBasket';

/** Changing the master of a basket with a time (or services the master lacks) needs `reset: true`. */
export const BASKET_RESET_REQUIRED = 'basket_reset_required';

export function isResetRequired(error: unknown): boolean {
  return error instanceof ApiError && error.body?.message_code === BASKET_RESET_REQUIRED;
}

/** PUT /api/site/basket/{id}: master, date and time. */
export function useUpdateBasket() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateBasket & { id: number }) =>
      unwrap(api.PUT('/api/site/basket/{id}', { params: { path: { id } }, body })),
    onSuccess: (basket) => storeBasket(queryClient, locale, basket),
    meta: { silent: true },
  });
}
