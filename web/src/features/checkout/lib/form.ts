import { z } from 'zod';
import { isPhoneComplete } from '@/shared/lib/phone';
import { personFields, type ErrorText } from '@/shared/lib/personFields';

export const COMMENT_MAX_LENGTH = 1000;

/** The personal data and consents of the checkout (spec §2 Checkout, §5). */
export function checkoutSchema(e: ErrorText) {
  const { full_name, email, birthday } = personFields(e);
  return z.object({
    full_name,
    phone: z
      .string()
      // The mask shows '+90 ___ ___ __ __' before anything is typed.
      .refine((v) => v.replace(/^\+90/, '').replace(/\D/g, '') !== '', e('required'))
      .refine((v) => v.replace(/^\+90/, '').replace(/\D/g, '') === '' || isPhoneComplete(v), e('wrong_format')),
    email,
    birthday,
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
