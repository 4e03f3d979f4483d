import { describe, expect, it } from 'vitest';
import { isPhoneComplete, toMaskedPhone } from './phone';

describe('phone', () => {
  it('is complete at 17 characters without a trailing placeholder', () => {
    expect(isPhoneComplete('+90 555 123 45 67')).toBe(true);
    expect(isPhoneComplete('+90 555 123 45 6_')).toBe(false);
    expect(isPhoneComplete('+90 555 123 45 6')).toBe(false);
    expect(isPhoneComplete('')).toBe(false);
  });

  it('masks stored numbers', () => {
    expect(toMaskedPhone('+905551234567')).toBe('+90 555 123 45 67');
    expect(toMaskedPhone('05551234567')).toBe('+90 555 123 45 67');
    expect(toMaskedPhone('+44 20')).toBe('+44 20');
    expect(toMaskedPhone(null)).toBe('');
  });
});
