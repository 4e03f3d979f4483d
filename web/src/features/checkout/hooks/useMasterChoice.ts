import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { Basket } from '../api/types';
import { isResetRequired, useUpdateBasket } from '../api/useUpdateBasket';

/**
 * Master choice (spec §4: changing the master on a basket requires a reset confirmation). With a time
 * chosen the visitor confirms first; otherwise the API's `basket_reset_required` asks for it.
 * "Any master" stays local until a time is picked (the first master free then is stored).
 */
export function useMasterChoice(basket: Basket) {
  const { t } = useTranslation('checkout');
  const update = useUpdateBasket();
  const [anyMaster, setAnyMaster] = useState(basket.basket.master_id == null);
  const [error, setError] = useState<unknown>(null);
  const id = basket.basket.id ?? 0;

  // The dialog code (Mantine modals) loads when first needed: the checkout is at the JS budget's limit.
  const confirmReset = async () =>
    (await import('@/shared/ui/dialogs')).confirm({ title: t('master.reset_title'), message: t('master.reset_text'), confirmLabel: t('master.reset_confirm') });

  const choose = async (masterId: number | null) => {
    setError(null);
    if (masterId === null || masterId === basket.basket.master_id) {
      setAnyMaster(masterId === null);
      return;
    }
    const hasTime = !!basket.basket.provision_time;
    if (hasTime && !(await confirmReset())) return;
    try {
      await update.mutateAsync({ id, master_id: masterId, ...(hasTime ? { reset: true } : {}) });
      setAnyMaster(false);
    } catch (e) {
      if (!isResetRequired(e) || hasTime) return setError(e);
      if (!(await confirmReset())) return;
      try {
        await update.mutateAsync({ id, master_id: masterId, reset: true });
        setAnyMaster(false);
      } catch (again) {
        setError(again);
      }
    }
  };

  return { anyMaster, choose, pending: update.isPending, error };
}
