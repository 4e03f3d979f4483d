import { z } from 'zod';
import { isPhoneComplete } from '@/shared/lib/phone';

/** Message of the `errors` namespace by key (required, email, max_length, ...). */
export type ErrorText = (key: string, options?: Record<string, unknown>) => string;

/** Spec §5: non-space text, an at sign, a dot-separated domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_MAX_LENGTH = 120;
export const COMMENT_MAX_LENGTH = 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The personal data and consents of the checkout (spec §2 Checkout, §5). */
export function checkoutSchema(e: ErrorText) {
  return z.object({
    full_name: z
      .string()
      .trim()
      .min(1, e('required'))
      .max(NAME_MAX_LENGTH, e('max_length', { max: NAME_MAX_LENGTH })),
    phone: z
      .string()
      // The mask shows '+90 ___ ___ __ __' before anything is typed.
      .refine((v) => v.replace(/^\+90/, '').replace(/\D/g, '') !== '', e('required'))
      .refine((v) => v.replace(/^\+90/, '').replace(/\D/g, '') === '' || isPhoneComplete(v), e('wrong_format')),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), e('email')),
    birthday: z.string().refine((v) => v === '' || DATE_PATTERN.test(v), e('wrong_format')),
    comment: z.string().max(COMMENT_MAX_LENGTH, e('max_length', { max: COMMENT_MAX_LENGTH })),
    privacy: z.boolean().refine((v) => v, e('required')),
    marketing: z.boolean(),
  });
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutSchema>>;

export const emptyCheckoutForm: CheckoutForm = {
  full_name: '',
  phone: '',
  email: '',
  birthday: '',
  comment: '',
  privacy: false,
  marketing: false,
};

/** Form fields the server may name in a validation error. */
export const serverFields: Record<string, keyof CheckoutForm> = {
  full_name: 'full_name',
  phone: 'phone',
  email: 'email',
  birthday: 'birthday',
  comment: 'comment',
  privacy_accepted: 'privacy',
};
