/**
 * The rules of the fields every form about a person shares, as plain functions: the checkout (a
 * public route with a tight script budget) validates with these alone, the cabinet forms through
 * the zod wrappers of `personFields.ts`. Each returns the message, or null when the value is fine.
 */

/** Message of the `errors` namespace by key (required, email, max_length, ...). */
export type ErrorText = (key: string, options?: Record<string, unknown>) => string;

/** Spec §5: non-space text, an at sign, a dot-separated domain (the server applies the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_MAX_LENGTH = 120;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Full name: required, at most 120 characters once trimmed. */
export function fullNameError(value: string, e: ErrorText): string | null {
  const v = value.trim();
  if (v === '') return e('required');
  if (v.length > NAME_MAX_LENGTH) return e('max_length', { max: NAME_MAX_LENGTH });
  return null;
}

/** E-mail: optional; when given, it must look like one. */
export function emailError(value: string, e: ErrorText): string | null {
  const v = value.trim();
  return v === '' || EMAIL_PATTERN.test(v) ? null : e('email');
}

/** Birthday: optional; when given, an ISO date (the date input gives nothing else). */
export function birthdayError(value: string, e: ErrorText): string | null {
  return value === '' || DATE_PATTERN.test(value) ? null : e('wrong_format');
}
