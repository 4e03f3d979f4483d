import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { Locale } from '@/shared/routes';
import type { Basket } from './types';

/** Service names come in the request's language, so each locale has its own entry. */
export const basketKey = (locale: Locale) => ['site', 'basket', locale] as const;

/** GET /api/site/basket: the session's (or the account's) basket. */
export function useBasket(enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: basketKey(locale),
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/basket', { signal })),
    staleTime: 0,
    enabled,
    meta: { silent: true },
  });
}

/** Keeps a basket the server answered with; the other locales' copies refetch when next shown. */
export function storeBasket(queryClient: QueryClient, locale: Locale, basket: Basket): void {
  queryClient.setQueryData(basketKey(locale), basket);
  void queryClient.invalidateQueries({ queryKey: ['site', 'basket'], predicate: (q) => q.queryKey[2] !== locale });
}

/** The empty basket shape the API answers with. */
export const emptyBasket = (): Basket => ({
  basket: { id: null, salon_id: null, possible_masters: [], master_id: null, provision_date: null, provision_time: null, salon: null, total_duration: 0 },
  items: [],
  total: 0,
});
