import { z } from 'zod';
import { formatDay } from '@/shared/lib/format';
import { personFields, zodRule, type ErrorText } from '@/shared/lib/personFields';
import { requiredPhoneError } from '@/shared/lib/phone';
import { salonToday } from '@/shared/lib/salonDates';
import { type Locale } from '@/shared/routes';
import type { ClientInput, SalonClient } from '../api/types';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The client card form (spec §2, §5): phone (the complete mask) and full name required, e-mail
 * format, birthday yyyy-MM-dd and not in the future, gender, photo. The server checks the same.
 */
export function clientSchema(e: ErrorText, locale: Locale, today = salonToday()) {
  const { full_name, email, birthday } = personFields(e);
  return z.object({
    phone: z.string().superRefine(zodRule(requiredPhoneError, e)),
    full_name,
    email,
    birthday: birthday.refine((v) => !DATE_PATTERN.test(v) || v <= today, e('max_value', { max: formatDay(today, locale) })),
    gender: z.enum(['', 'male', 'female']),
    photo_file_id: z.number().nullable(),
  });
}

export type ClientForm = z.infer<ReturnType<typeof clientSchema>>;

/** The form's fields, for placing the server's per-field messages. */
export const CLIENT_FORM_FIELDS = ['phone', 'full_name', 'email', 'birthday', 'gender', 'photo_file_id'] as const;

export const emptyClientForm: ClientForm = { phone: '', full_name: '', email: '', birthday: '', gender: '', photo_file_id: null };

export function toClientForm(client: SalonClient, toMasked: (phone: string) => string): ClientForm {
  return {
    phone: toMasked(client.phone),
    full_name: client.full_name,
    email: client.email ?? '',
    birthday: client.birthday ?? '',
    gender: client.gender === 'male' || client.gender === 'female' ? client.gender : '',
    photo_file_id: client.photo?.id ?? null,
  };
}

/** The request body: empty optional fields travel as null. */
export function toClientInput(form: ClientForm): ClientInput {
  return {
    phone: form.phone,
    full_name: form.full_name.trim(),
    email: form.email.trim() || null,
    birthday: form.birthday || null,
    gender: form.gender || null,
    photo_file_id: form.photo_file_id,
  };
}
