import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { useAddToBasket } from '../api/useAddToBasket';

/** Already there: adding again (a reload, the back button) is not an error. */
const ALREADY_IN_BASKET = 'service_already_in_basket';

const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The salon and master pages link here with `salon_id`, `service_id` and `master_id`: the service
 * goes into the basket once and the query is dropped (replace), so a reload does not add it again.
 * Without `service_id` (a master's "Book"), the salon and master are returned for the service picker.
 * The client's history links with `services` ("book again", `shared/lib/bookAgain`): the basket
 * becomes that visit's services, options and master.
 */
export function useEntryParams() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const add = useAddToBasket();
  const started = useRef(false);
  const [error, setError] = useState<unknown>(null);
  const salonId = idParam(params.get('salon_id'));
  const serviceId = idParam(params.get('service_id'));
  const masterId = idParam(params.get('master_id'));
  // "Book again" links name `services`; they are read in the lazy rebook chunk.
  const again = useMemo(() => (params.has('services') ? new URLSearchParams(params) : null), [params]);
  const { mutate, mutateAsync } = add;
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [rebooking, setRebooking] = useState(false);

  useEffect(() => {
    if (!again || started.current) return;
    started.current = true;
    setRebooking(true);
    // Its own chunk: only a history's "book again" link needs it (the checkout route is near its budget).
    import('../lib/rebook')
      .then(({ rebookFrom }) => rebookFrom(again, { queryClient, locale, add: mutateAsync }))
      .catch(setError)
      .finally(() => {
        setRebooking(false);
        void navigate({ pathname, search: '' }, { replace: true });
      });
  }, [again, mutateAsync, queryClient, locale, navigate, pathname]);

  useEffect(() => {
    if (again || !salonId || !serviceId || started.current) return;
    started.current = true;
    mutate(
      { salon_id: salonId, salon_service_id: serviceId, ...(masterId ? { master_id: masterId } : {}) },
      {
        onError: (e) => {
          if (!(e instanceof ApiError && e.body?.message_code === ALREADY_IN_BASKET)) setError(e);
        },
        onSettled: () => void navigate({ pathname, search: '' }, { replace: true }),
      },
    );
  }, [again, salonId, serviceId, masterId, mutate, navigate, pathname]);

  return {
    /** The service from the link is being added. */
    adding: (!!salonId && !!serviceId) || rebooking,
    error,
    /** A salon (and master) to pick a service of, when the link named no service. */
    pick: salonId && !serviceId && !again ? { salonId, masterId } : null,
  };
}
