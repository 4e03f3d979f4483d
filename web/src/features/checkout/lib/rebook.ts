import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/shared/api';
import { parseBookAgain, type BookAgain } from '@/shared/lib/bookAgain';
import type { Locale } from '@/shared/routes';
import type { AddToBasket, Basket } from '../api/types';
import { storeBasket } from '../api/useBasket';

/** Already there: not an error when the same service is named twice. */
const ALREADY_IN_BASKET = 'service_already_in_basket';

interface Deps {
  queryClient: QueryClient;
  locale: Locale;
  add: (body: AddToBasket) => Promise<Basket>;
}

/**
 * Makes the basket the visit to repeat: what the basket held at the same salon is cleared first
 * (another salon's basket is replaced by the first add anyway), then each service goes in with its
 * options and the visit's master, in order.
 */
/** `rebook` of the link's query; a query that names no valid booking does nothing. */
export async function rebookFrom(params: URLSearchParams, deps: Deps): Promise<void> {
  const again = parseBookAgain(params);
  if (again) await rebook(again, deps);
}

export async function rebook(again: BookAgain, { queryClient, locale, add }: Deps): Promise<void> {
  const current = await unwrap(api.GET('/api/site/basket'));
  if (current.basket.id && current.basket.salon_id === again.salonId && current.items.length > 0) {
    storeBasket(queryClient, locale, await unwrap(api.DELETE('/api/site/basket/clear/{id}', { params: { path: { id: current.basket.id } } })));
  }
  for (const service of again.services) {
    try {
      await add({
        salon_id: again.salonId,
        salon_service_id: service.salonServiceId,
        ...(again.masterId ? { master_id: again.masterId } : {}),
        ...(service.optionIds.length > 0 ? { option_ids: service.optionIds } : {}),
      });
    } catch (e) {
      if (!(e instanceof ApiError && e.body?.message_code === ALREADY_IN_BASKET)) throw e;
    }
  }
}
