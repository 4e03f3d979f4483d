import type { Dispatch, SetStateAction } from 'react';
import { z } from 'zod';
import { requiredPhoneError } from '@/shared/lib/phone';
import { personFields, zodRule, type ErrorText } from '@/shared/lib/personFields';
import { toMinutes } from './calendarLayout';

/** The salon's reply and a manual entry's comment, at most (the server keeps the same limits). */
export const REPLY_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 1000;

/** A modal's field messages (`errors` state) as the `setError` of applyServerErrors. */
export function fieldErrorSetter(setErrors: Dispatch<SetStateAction<Record<string, string>>>) {
  return (field: string, { message }: { message?: string }) => setErrors((e) => ({ ...e, [field]: message ?? '' }));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const date = (e: ErrorText) => z.string().trim().min(1, e('required')).regex(DATE, e('wrong_format'));
/** A time is required with its date (spec §8 "Date and time are required fields"). */
const time = (e: ErrorText) => z.string().trim().min(1, e('date_time_required')).regex(TIME, e('wrong_format'));

/**
 * Offer a time range: a date and both ends; the range counts only when the end is later than
 * the start (spec §4, §5: `time_range_alert`).
 */
export function offerSchema(e: ErrorText) {
  return z
    .object({ date: date(e), start: time(e), end: time(e) })
    .refine((v) => !TIME.test(v.start) || !TIME.test(v.end) || toMinutes(v.end) > toMinutes(v.start), { message: e('time_range_alert'), path: ['end'] });
}

/** Complete a visit: how it was paid. */
export function completeSchema(e: ErrorText) {
  return z.object({ payment: z.enum(['card', 'cash'], { error: e('required') }) });
}

export function replySchema(e: ErrorText) {
  return z.object({
    text: z
      .string()
      .trim()
      .min(1, e('required'))
      .max(REPLY_MAX_LENGTH, e('max_length', { max: REPLY_MAX_LENGTH })),
  });
}

/** Reschedule or transfer: a date, one of the free times, a master. */
export function rescheduleSchema(e: ErrorText) {
  return z.object({
    date: date(e),
    time: time(e),
    master_id: z.number({ error: e('required') }).int().positive(e('required')),
  });
}

/** A phone typed in the mask: required, and complete (spec §5). */
const phone = (e: ErrorText) => z.string().superRefine(zodRule(requiredPhoneError, e));

/** A manual entry (spec §2 schedule, §5: phone and full name required, e-mail valid). */
export function manualEntrySchema(e: ErrorText) {
  const { full_name, email, birthday } = personFields(e);
  return z.object({
    phone: phone(e),
    full_name,
    email,
    birthday,
    salon_service_ids: z.array(z.number()).min(1, e('required')),
    master_id: z.number({ error: e('required') }).int().positive(e('required')),
    date: date(e),
    time: time(e),
    comment: z.string().max(COMMENT_MAX_LENGTH, e('max_length', { max: COMMENT_MAX_LENGTH })),
  });
}

export type ManualEntryForm = {
  phone: string;
  full_name: string;
  email: string;
  birthday: string;
  salon_service_ids: number[];
  master_id: number | null;
  date: string;
  time: string;
  comment: string;
};

/** Messages per field (the first of each), or {} when the values are valid. */
export function validate<T>(schema: z.ZodType<T>, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The body of POST acts/new from the form (empty optional fields are left out). */
export function manualEntryBody(form: ManualEntryForm) {
  return {
    phone: form.phone,
    full_name: form.full_name.trim(),
    email: form.email.trim() || null,
    birthday: form.birthday || null,
    comment: form.comment.trim() || null,
    salon_service_ids: form.salon_service_ids,
    master_id: form.master_id ?? 0,
    date: form.date,
    time: form.time,
  };
}
