import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { AddToBasket } from './types';
import { storeBasket } from './useBasket';

/** POST /api/site/basket: adds a salon service (another salon's service replaces the basket). */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: AddToBasket) => unwrap(api.POST('/api/site/basket', { body })),
    onSuccess: (basket) => storeBasket(queryClient, locale, basket),
    meta: { silent: true },
  });
}
