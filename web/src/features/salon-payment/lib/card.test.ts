import { describe, expect, it } from 'vitest';
import { brandName, formatCardNumber, formatExpiry } from './card';

describe('card input', () => {
  it('groups the digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('names the brands', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('card')).toBe('card');
  });
});
