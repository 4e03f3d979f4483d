import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/shared/auth';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { toMaskedPhone } from '@/shared/lib/phone';
import { usePersonalData } from '../api/usePersonalData';
import { checkoutErrors, emptyCheckoutForm, type CheckoutErrors, type CheckoutForm } from '../lib/form';

export interface CheckoutFormState {
  values: CheckoutForm;
  errors: CheckoutErrors;
  set: <K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => void;
  /** A message of the server's for one field. */
  setError: (field: keyof CheckoutForm, message: string) => void;
  /**
   * Checks every field: the values when all pass; otherwise null, with the messages shown and the
   * first wrong field of `form` focused. From then on a field is checked again as it changes.
   */
  validate: (form: HTMLFormElement) => CheckoutForm | null;
}

/**
 * The personal data form, in plain React state (react-hook-form and zod would double what the
 * checkout route loads); a logged-in account fills the fields the visitor has not typed yet.
 */
export function useCheckoutForm(): CheckoutFormState {
  const errorText = useErrorText();
  const [values, setValues] = useState<CheckoutForm>(emptyCheckoutForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [checked, setChecked] = useState(false);
  const { account, isGuest } = useAuth();
  const personal = usePersonalData(!isGuest);

  const set = <K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Each rule reads its own field only, so the other values need not be the newest.
    if (checked) setErrors((e) => ({ ...e, [field]: checkoutErrors({ ...values, [field]: value }, errorText)[field] }));
  };
  const setError = useCallback((field: keyof CheckoutForm, message: string) => setErrors((e) => ({ ...e, [field]: message })), []);
  const validate = (form: HTMLFormElement) => {
    const found = checkoutErrors(values, errorText);
    setErrors(found);
    setChecked(true);
    const first = Object.keys(found)[0];
    if (first === undefined) return values;
    const field = form.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
    return null;
  };

  const fill = useCallback((field: 'full_name' | 'phone' | 'email' | 'birthday', value: string | null | undefined) => {
    if (value) setValues((v) => (v[field] ? v : { ...v, [field]: value }));
  }, []);
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

  return { values, errors, set, setError, validate };
}
