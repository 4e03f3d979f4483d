import { describe, expect, it } from 'vitest';
import { checkoutErrors, emptyCheckoutForm, type CheckoutForm } from './form';

const e = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
const valid: CheckoutForm = { ...emptyCheckoutForm, full_name: 'Deniz Yıldız', phone: '+90 555 111 22 33', privacy: true };

describe('checkout form rules', () => {
  it('passes a filled form and names nothing', () => {
    expect(checkoutErrors(valid, e)).toEqual({});
    expect(checkoutErrors({ ...valid, email: ' a@b.co ', birthday: '1990-04-01' }, e)).toEqual({});
  });

  it('names every broken field with its message, in the order of the form', () => {
    const errors = checkoutErrors(
      { ...emptyCheckoutForm, full_name: '   ', phone: '+90 555 1__ __ __', email: 'x@y', birthday: '01.04.1990', comment: 'a'.repeat(1001) },
      e,
    );
    expect(errors).toEqual({
      full_name: 'required',
      phone: 'wrong_format',
      email: 'email',
      birthday: 'wrong_format',
      comment: 'max_length:{"max":1000}',
      privacy: 'required',
    });
    expect(Object.keys(errors)[0]).toBe('full_name');
  });

  it('wants a phone: the bare mask is empty, not malformed', () => {
    expect(checkoutErrors({ ...valid, phone: '+90 ___ ___ __ __' }, e).phone).toBe('required');
    expect(checkoutErrors({ ...valid, phone: '' }, e).phone).toBe('required');
    expect(checkoutErrors({ ...valid, full_name: 'x'.repeat(121) }, e).full_name).toBe('max_length:{"max":120}');
  });
});
