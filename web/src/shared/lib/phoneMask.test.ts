import { describe, expect, it } from 'vitest';
import { caretAfter, editPhone, maskPhone, phoneDigits } from './phoneMask';

const EMPTY = '+90 ___ ___ __ __';

/** Types `text` at `at` in `shown`, as a browser would before the mask sees it. */
const typeAt = (shown: string, at: number, text: string) =>
  editPhone(shown, shown.slice(0, at) + text + shown.slice(at), at + text.length, 'insertText');
const backspaceAt = (shown: string, at: number) => editPhone(shown, shown.slice(0, at - 1) + shown.slice(at), at - 1, 'deleteContentBackward');
const deleteAt = (shown: string, at: number) => editPhone(shown, shown.slice(0, at) + shown.slice(at + 1), at, 'deleteContentForward');

describe('phone mask', () => {
  it('shows digits in their slots and placeholders for the rest', () => {
    expect(maskPhone('')).toBe(EMPTY);
    expect(maskPhone('555')).toBe('+90 555 ___ __ __');
    expect(maskPhone('5551234567')).toBe('+90 555 123 45 67');
    expect(maskPhone('555123456789')).toBe('+90 555 123 45 67');
    expect(caretAfter(0)).toBe(4);
    expect(caretAfter(3)).toBe(8);
    expect(caretAfter(10)).toBe(17);
  });

  it('reads the national digits of masked, stored and pasted numbers', () => {
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits(EMPTY)).toBe('');
    expect(phoneDigits('+90 555 12_ __ __')).toBe('55512');
    expect(phoneDigits('+905551234567')).toBe('5551234567');
    expect(phoneDigits('05551234567')).toBe('5551234567');
    expect(phoneDigits('905551234567')).toBe('5551234567');
  });

  it('types digit by digit wherever the caret is after the digits, and skips other characters', () => {
    let shown = EMPTY;
    let caret = 4;
    for (const key of '555a1234567') {
      ({ value: shown, caret } = typeAt(shown, caret, key));
    }
    expect(shown).toBe('+90 555 123 45 67');
    expect(caret).toBe(17);
    // A click past the digits leaves the caret among the placeholders; the digit still follows on.
    expect(typeAt('+90 555 ___ __ __', 14, '1')).toEqual({ value: '+90 555 1__ __ __', caret: 9 });
    // No eleventh digit.
    expect(typeAt('+90 555 123 45 67', 17, '8').value).toBe('+90 555 123 45 67');
  });

  it('deletes the digit beside a separator, and never the prefix', () => {
    expect(backspaceAt('+90 555 123 __ __', 11)).toEqual({ value: '+90 555 12_ __ __', caret: 10 });
    // The caret right after a space: backspace takes the digit before the space.
    expect(backspaceAt('+90 555 123 __ __', 8)).toEqual({ value: '+90 551 23_ __ __', caret: 6 });
    expect(deleteAt('+90 555 123 __ __', 7)).toEqual({ value: '+90 555 23_ __ __', caret: 8 });
    expect(backspaceAt('+90 555 ___ __ __', 3)).toEqual({ value: '+90 555 ___ __ __', caret: 8 });
    expect(backspaceAt(EMPTY, 4).value).toBe(EMPTY);
  });

  it('takes a pasted or autofilled number whole', () => {
    expect(typeAt(EMPTY, 4, '+90 555 123 45 67')).toEqual({ value: '+90 555 123 45 67', caret: 17 });
    expect(typeAt(EMPTY, 4, '0555 123 45 67').value).toBe('+90 555 123 45 67');
    expect(editPhone(EMPTY, '05551234567', 11, 'insertReplacementText')).toEqual({ value: '+90 555 123 45 67', caret: 17 });
    expect(editPhone(EMPTY, '5', 1, 'insertText')).toEqual({ value: '+90 5__ ___ __ __', caret: 5 });
    // Typed inside the prefix: the digit goes in front.
    expect(typeAt('+90 555 ___ __ __', 1, '4')).toEqual({ value: '+90 455 5__ __ __', caret: 5 });
  });
});
