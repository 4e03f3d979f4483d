import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api';
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
  const { mutate } = add;

  useEffect(() => {
    if (!salonId || !serviceId || started.current) return;
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
  }, [salonId, serviceId, masterId, mutate, navigate, pathname]);

  return {
    /** The service from the link is being added. */
    adding: !!salonId && !!serviceId,
    error,
    /** A salon (and master) to pick a service of, when the link named no service. */
    pick: salonId && !serviceId ? { salonId, masterId } : null,
  };
}
