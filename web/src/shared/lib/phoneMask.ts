/**
 * The `+90 ___ ___ __ __` mask of the phone fields (spec §5, §9), as pure functions: the input keeps
 * the prefix and the separators where they are, takes digits only, and puts the caret after what
 * was typed. (imask did this at 10 KB gzip of every route with a phone field.)
 */
/** Turkish mobile numbers as users type them (spec §5, §9). */
export const PHONE_PREFIX = '+90';
export const PHONE_PLACEHOLDER_CHAR = '_';

const EMPTY = `${PHONE_PREFIX} ___ ___ __ __`.replaceAll('_', PHONE_PLACEHOLDER_CHAR);
/** Where the 10 national digits go in the masked text. */
const SLOTS = [4, 5, 6, 8, 9, 10, 12, 13, 15, 16];
const NATIONAL_LENGTH = SLOTS.length;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A whole number pasted or autofilled: '+90 555…', '90555…' or '0555…' → the national digits. */
function national(digits: string): string {
  if (digits.length > NATIONAL_LENGTH && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length > NATIONAL_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, NATIONAL_LENGTH);
}

/** The national digits of a value: a masked one, a stored '+905551234567' or ''. */
export function phoneDigits(value: string): string {
  return value.startsWith(PHONE_PREFIX) ? digitsOf(value.slice(PHONE_PREFIX.length)).slice(0, NATIONAL_LENGTH) : national(digitsOf(value));
}

/** The masked text of some national digits: '555' → '+90 555 ___ __ __'. */
export function maskPhone(digits: string): string {
  const out = EMPTY.split('');
  SLOTS.forEach((slot, i) => {
    if (i < digits.length) out[slot] = digits.charAt(i);
  });
  return out.join('');
}

/** Where the caret goes after `count` digits: at the next empty slot, or at the end. */
export function caretAfter(count: number): number {
  return SLOTS[count] ?? EMPTY.length;
}

export interface PhoneEdit {
  value: string;
  caret: number;
}

/**
 * What an edit of the field becomes. `shown` is the masked text before the edit, `raw` and `caret`
 * what the browser made of it, `inputType` the InputEvent's (deleting a separator deletes the digit
 * beside it, as if the separator were not there).
 */
export function editPhone(shown: string, raw: string, caret: number, inputType: string): PhoneEdit {
  const before = phoneDigits(shown);
  const at = raw.indexOf(PHONE_PREFIX);
  if (at < 0) {
    // Deleting in the prefix changes nothing.
    if (inputType.startsWith('delete')) return { value: shown, caret: caretAfter(before.length) };
    const added = raw.length - shown.length;
    const inserted = added > 0 ? raw.slice(caret - added, caret) : '';
    if (added > 0 && raw.slice(0, caret - added) + raw.slice(caret) === shown) {
      // Typed inside the prefix: the digits go in front.
      const digits = national(digitsOf(inserted) + before);
      return { value: maskPhone(digits), caret: caretAfter(Math.min(digitsOf(inserted).length, digits.length)) };
    }
    // The whole text was replaced (autofill, select all and paste).
    const digits = national(digitsOf(raw));
    return { value: maskPhone(digits), caret: caretAfter(digits.length) };
  }
  const head = digitsOf(raw.slice(0, at));
  const tail = raw.slice(at + PHONE_PREFIX.length);
  let digits = head + digitsOf(tail);
  let typedBefore = caret <= at ? digitsOf(raw.slice(0, caret)).length : head.length + digitsOf(raw.slice(at + PHONE_PREFIX.length, caret)).length;
  if (digits === before && raw.length < shown.length) {
    // A separator or a placeholder went: take the digit next to it instead.
    if (inputType === 'deleteContentBackward' && typedBefore > 0) {
      digits = digits.slice(0, typedBefore - 1) + digits.slice(typedBefore);
      typedBefore -= 1;
    } else if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, typedBefore) + digits.slice(typedBefore + 1);
    }
  }
  digits = national(digits);
  return { value: maskPhone(digits), caret: caretAfter(Math.min(typedBefore, digits.length)) };
}
