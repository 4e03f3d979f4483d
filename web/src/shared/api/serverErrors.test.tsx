import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { ApiError } from './errors';
import { applyServerErrors } from './serverErrors';

type Form = { phone: string; full_name: string; place: string };

const validation = (errors: Record<string, string[]>, message = 'Doğrulama hatası') => new ApiError(422, { message, message_code: 'validation_error', errors });

function run(error: unknown, fields: Parameters<typeof applyServerErrors<Form>>[1]) {
  const setError = vi.fn();
  const notify = vi.fn();
  applyServerErrors<Form>(error, fields, setError, notify);
  return {
    placed: Object.fromEntries(setError.mock.calls.map(([field, e]) => [field, e.message])),
    snacks: notify.mock.calls.map(([message]) => message as string),
  };
}

describe('applyServerErrors', () => {
  it('puts every message on its field and shows no snack when all are attached', () => {
    const error = validation({ phone: ['Hatalı biçim', 'ikinci'], full_name: ['Zorunlu alan'] });
    expect(run(error, ['phone', 'full_name'])).toEqual({ placed: { phone: 'Hatalı biçim', full_name: 'Zorunlu alan' }, snacks: [] });
  });

  it('shows the messages no field takes in a snack, and still places the rest', () => {
    const error = validation({ phone: ['Hatalı biçim'], birthday: ['Gelecekte olamaz'], 'schedule.days.9.end': ['Bitiş saati hatalı'] });
    expect(run(error, ['phone', 'full_name'])).toEqual({ placed: { phone: 'Hatalı biçim' }, snacks: ['Gelecekte olamaz\nBitiş saati hatalı'] });
  });

  it('shows one snack line per distinct message', () => {
    const error = validation({ a: ['Aynı'], b: ['Aynı'] });
    expect(run(error, []).snacks).toEqual(['Aynı']);
  });

  it('maps server names to form paths with a function', () => {
    const error = validation({ 'address.district_id': ['İlçe seçin'], category_id: ['Kategori seçin'], lng: ['Konum dışı'] });
    const fieldOf = (f: string) => (f.startsWith('address.') ? 'place' : f === 'lng' ? 'full_name' : null);
    expect(run(error, fieldOf)).toEqual({ placed: { place: 'İlçe seçin', full_name: 'Konum dışı' }, snacks: ['Kategori seçin'] });
  });

  it('shows the top-level message when the error names no field', () => {
    expect(run(new ApiError(409, { message: 'Telefon başka bir salon yöneticisine ait', message_code: 'phone_exists_salon_admin' }), ['phone'])).toEqual({
      placed: {},
      snacks: ['Telefon başka bir salon yöneticisine ait'],
    });
    expect(run(validation({}), ['phone']).snacks).toEqual(['Doğrulama hatası']);
  });

  it('translates what has no server text (a code, a network failure)', async () => {
    await i18n.changeLanguage('en');
    expect(run(new ApiError(409, { message_code: 'employee_limit_reached' }), []).snacks[0]).toMatch(/limit/i);
    expect(run(new TypeError('Failed to fetch'), []).snacks).toEqual(['Unexpected error, try refreshing the page']);
    await i18n.changeLanguage('tr');
  });

  it('shows the snack by default', async () => {
    render(
      <AppProviders queryClient={createAppQueryClient(() => {})}>
        <div />
      </AppProviders>,
    );
    applyServerErrors<Form>(validation({ birthday: ['Gelecekte olamaz'] }), ['phone'], vi.fn());
    expect(await screen.findByText('Gelecekte olamaz')).toBeInTheDocument();
  });
});
