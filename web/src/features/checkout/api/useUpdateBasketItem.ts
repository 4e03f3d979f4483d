import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { UpdateBasketItem } from './types';
import { storeBasket } from './useBasket';

/** POST /api/site/basket/update-item: quantity (0 removes the item) and chosen options. */
export function useUpdateBasketItem() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: UpdateBasketItem) => unwrap(api.POST('/api/site/basket/update-item', { body })),
    onSuccess: (basket) => storeBasket(queryClient, locale, basket),
    meta: { silent: true },
  });
}
