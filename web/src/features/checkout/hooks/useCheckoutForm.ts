import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useAuth } from '@/shared/auth';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { toMaskedPhone } from '@/shared/lib/phone';
import { usePersonalData } from '../api/usePersonalData';
import { checkoutSchema, emptyCheckoutForm, type CheckoutForm } from '../lib/form';

/** The personal data form; a logged-in account fills the fields the visitor has not typed yet. */
export function useCheckoutForm(): UseFormReturn<CheckoutForm> {
  const errorText = useErrorText();
  const schema = useMemo(() => checkoutSchema(errorText), [errorText]);
  const form = useForm<CheckoutForm>({ resolver: zodResolver(schema), defaultValues: emptyCheckoutForm });
  const { account, isGuest } = useAuth();
  const personal = usePersonalData(!isGuest);

  const { getValues, setValue } = form;
  const fill = useCallback(
    (field: 'full_name' | 'phone' | 'email' | 'birthday', value: string | null | undefined) => {
      if (value && !getValues(field)) setValue(field, value);
    },
    [getValues, setValue],
  );
  useEffect(() => {
    if (!account) return;
    fill('full_name', account.name.trim());
    fill('phone', toMaskedPhone(account.phone));
  }, [account, fill]);
  useEffect(() => {
    if (!personal.data) return;
    fill('full_name', personal.data.full_name.trim());
    fill('phone', toMaskedPhone(personal.data.phone));
    fill('email', personal.data.email);
    fill('birthday', personal.data.birthday);
  }, [personal.data, fill]);
  return form;
}
