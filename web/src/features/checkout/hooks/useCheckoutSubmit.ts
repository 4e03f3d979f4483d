import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { openLogin, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import type { Basket } from '../api/types';
import { basketKey } from '../api/useBasket';
import { actKey } from '../api/useClientAct';
import { useCreateOrder } from '../api/useCreateOrder';
import { serverFields, type CheckoutForm } from '../lib/form';
import type { CheckoutFormState } from './useCheckoutForm';

/**
 * Submit (spec §2 Checkout, §4 step 5): a guest logs in first through the order popup (the code goes
 * out by itself), then the booking is created with everything typed so far; the success view follows.
 */
export function useCheckoutSubmit(basket: Basket, form: CheckoutFormState) {
  const { t } = useTranslation('errors');
  const { isGuest, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const create = useCreateOrder();
  const [error, setError] = useState<string | null>(null);
  // Loyalty points the client chose to spend (PointsRedeem); the server re-checks them.
  const [redeemPoints, setRedeemPoints] = useState(0);

  const place = async (values: CheckoutForm, afterLogin: boolean) => {
    let basketId = basket.basket.id;
    if (afterLogin) {
      // The guest's basket now belongs to the account.
      await queryClient.refetchQueries({ queryKey: basketKey(locale), exact: true });
      basketId = queryClient.getQueryData<Basket>(basketKey(locale))?.basket.id ?? basketId;
    }
    if (!basketId) return;
    create.mutate(
      {
        basket_id: basketId,
        full_name: values.full_name.trim(),
        phone: values.phone,
        email: values.email.trim() || null,
        birthday: values.birthday || null,
        comment: values.comment.trim() || null,
        privacy_accepted: values.privacy,
        marketing_opt_in: values.marketing,
        ...(redeemPoints > 0 ? { redeem_points: redeemPoints } : {}),
      },
      {
        onSuccess: ({ act }) => {
          queryClient.setQueryData(actKey(act.id), act);
          if (redeemPoints > 0) void queryClient.invalidateQueries({ queryKey: ['client', 'loyalty'] });
          void queryClient.invalidateQueries({ queryKey: ['site', 'basket'] });
          void navigate({ pathname, search: `?done=${act.id}` }, { replace: true });
        },
        // Field messages under the fields; the rest above the submit button (no snack on this page).
        onError: (e) => applyServerErrors<CheckoutForm>(e, (field) => serverFields[field], (name, { message }) => form.setError(name as keyof CheckoutForm, message ?? ''), setError),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate(event.currentTarget);
    if (!values) return;
    setError(null);
    if (!basket.basket.provision_date || !basket.basket.provision_time) {
      setError(t('date_time_required'));
      return;
    }
    if (!isGuest) return void place(values, false);
    openLogin({
      phone: values.phone,
      agreed: values.privacy,
      isForOrder: true,
      onSuccess: () => void place(values, true),
    });
  };

  return { submit, error, pending: create.isPending, disabled: isLoading, isGuest, setRedeemPoints };
}
