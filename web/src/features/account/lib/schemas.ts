import { z } from 'zod';

/** Message of the `errors` namespace by key (required, email, min_length, ...). */
export type ErrorText = (key: string, options?: Record<string, unknown>) => string;

/** Spec §5: non-space text, an at sign, a dot-separated domain (the server applies the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_MAX_LENGTH = 120;
/** The server's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function personalSchema(e: ErrorText) {
  return z.object({
    full_name: z
      .string()
      .trim()
      .min(1, e('required'))
      .max(NAME_MAX_LENGTH, e('max_length', { max: NAME_MAX_LENGTH })),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), e('email')),
    gender: z.enum(['', 'male', 'female']),
    birthday: z.string().refine((v) => v === '' || DATE_PATTERN.test(v), e('wrong_format')),
    photo_file_id: z.number().nullable(),
  });
}

export type PersonalForm = z.infer<ReturnType<typeof personalSchema>>;

export function passwordSchema(e: ErrorText) {
  return z
    .object({
      code: z.string().regex(/^\d{4}$/, e('wrong_format')),
      password: z.string().min(PASSWORD_MIN_LENGTH, e('min_length', { min: PASSWORD_MIN_LENGTH })),
      password_confirmation: z.string().min(1, e('required')),
    })
    .refine((v) => v.password === v.password_confirmation, {
      message: e('passwords_do_not_match'),
      path: ['password_confirmation'],
    });
}

export type PasswordForm = z.infer<ReturnType<typeof passwordSchema>>;
