import { z } from 'zod';

/** Message of the `errors` namespace by key (required, email, max_length, ...). */
export type ErrorText = (key: string, options?: Record<string, unknown>) => string;

/** Spec §5: non-space text, an at sign, a dot-separated domain (the server applies the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_MAX_LENGTH = 120;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The fields every form about a person shares: full name (required), e-mail and birthday (optional). */
export function personFields(e: ErrorText) {
  return {
    full_name: z
      .string()
      .trim()
      .min(1, e('required'))
      .max(NAME_MAX_LENGTH, e('max_length', { max: NAME_MAX_LENGTH })),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), e('email')),
    birthday: z.string().refine((v) => v === '' || DATE_PATTERN.test(v), e('wrong_format')),
  };
}
