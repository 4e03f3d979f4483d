import { z } from 'zod';
import { personFields, type ErrorText } from '@/shared/lib/personFields';

/** The server's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

export function personalSchema(e: ErrorText) {
  const { full_name, email, birthday } = personFields(e);
  return z.object({
    full_name,
    email,
    gender: z.enum(['', 'male', 'female']),
    birthday,
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
