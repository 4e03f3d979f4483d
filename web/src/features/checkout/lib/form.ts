import { requiredPhoneError } from '@/shared/lib/phone';
import { birthdayError, emailError, fullNameError, type ErrorText } from '@/shared/lib/personRules';

export const COMMENT_MAX_LENGTH = 1000;

/** The personal data and consents of the checkout (spec §2 Checkout, §5). */
export interface CheckoutForm {
  full_name: string;
  /** As the mask shows it: '+90 555 123 45 67'. */
  phone: string;
  email: string;
  /** yyyy-MM-dd or ''. */
  birthday: string;
  comment: string;
  privacy: boolean;
  marketing: boolean;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

export const emptyCheckoutForm: CheckoutForm = {
  full_name: '',
  phone: '',
  email: '',
  birthday: '',
  comment: '',
  privacy: false,
  marketing: false,
};

/**
 * The messages of the fields that break a rule, in the form's order. Plain functions rather than a
 * zod schema: the checkout is a public route and zod with react-hook-form weighed 40 KB of it.
 */
export function checkoutErrors(v: CheckoutForm, e: ErrorText): CheckoutErrors {
  const messages: Record<keyof CheckoutForm, string | null> = {
    full_name: fullNameError(v.full_name, e),
    phone: requiredPhoneError(v.phone, e),
    email: emailError(v.email, e),
    birthday: birthdayError(v.birthday, e),
    comment: v.comment.length > COMMENT_MAX_LENGTH ? e('max_length', { max: COMMENT_MAX_LENGTH }) : null,
    privacy: v.privacy ? null : e('required'),
    marketing: null,
  };
  return Object.fromEntries(Object.entries(messages).filter(([, m]) => m !== null)) as CheckoutErrors;
}

/** Form fields the server may name in a validation error. */
export const serverFields: Record<string, keyof CheckoutForm> = {
  full_name: 'full_name',
  phone: 'phone',
  email: 'email',
  birthday: 'birthday',
  comment: 'comment',
  privacy_accepted: 'privacy',
};
