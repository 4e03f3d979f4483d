/** Turkish mobile numbers as users type them and as they are stored (spec §5, §9). */
import { maskPhone, phoneDigits, PHONE_PLACEHOLDER_CHAR } from './phoneMask';

export { PHONE_PLACEHOLDER_CHAR, PHONE_PREFIX } from './phoneMask';

/** Length of a complete masked value: '+90 555 123 45 67'. */
export const PHONE_MASK_LENGTH = 17;

/** A complete masked phone: 17 characters and the last one is not a placeholder. */
export function isPhoneComplete(masked: string | null | undefined): boolean {
  return !!masked && masked.length === PHONE_MASK_LENGTH && !masked.endsWith(PHONE_PLACEHOLDER_CHAR);
}

/** '+905551234567' (or the national digits) → '+90 555 123 45 67'; anything else as it came. */
export function toMaskedPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('90') && digits.length === 12 ? digits.slice(2) : digits.replace(/^0/, '');
  if (national.length !== 10) return phone;
  return maskPhone(national);
}

/** Nothing typed in the mask yet: '', '+90' or '+90 ___ ___ __ __'. */
export function isPhoneBlank(masked: string): boolean {
  return phoneDigits(masked) === '';
}

/** A phone the form may leave empty: once typed, it must be complete (spec §5). */
export function optionalPhoneError(masked: string, e: (key: string) => string): string | null {
  return isPhoneBlank(masked) || isPhoneComplete(masked) ? null : e('wrong_format');
}

/** A phone the form needs: typed and complete (spec §5). */
export function requiredPhoneError(masked: string, e: (key: string) => string): string | null {
  return isPhoneBlank(masked) ? e('required') : optionalPhoneError(masked, e);
}
