import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { clientSchema } from './lib/clientSchema';
import { client, emptyPage, extended, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const text = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}:${JSON.stringify(opts)}` : key);

async function typePhone(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const input = screen.getByTestId('client-phone') as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(4, 4);
  await user.keyboard(digits);
  return input;
}

describe('client form rules', () => {
  const schema = clientSchema(text, 'en', '2026-11-21');
  const valid = { phone: '+90 555 111 22 33', full_name: 'Ayşe', email: '', birthday: '', gender: '' as const, photo_file_id: null };
  const errors = (values: object) => {
    const result = schema.safeParse({ ...valid, ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs phone and full name; an untouched mask is no phone', () => {
    expect(errors({})).toEqual({});
    expect(errors({ phone: '', full_name: '  ' })).toEqual({ phone: 'required', full_name: 'required' });
    expect(errors({ phone: '+90 ___ ___ __ __' })).toEqual({ phone: 'required' });
    expect(errors({ phone: '+90 555 111 22 3_' })).toEqual({ phone: 'wrong_format' });
  });

  it('checks e-mail, birthday format and a birthday not in the future', () => {
    expect(errors({ email: 'ayse@' })).toEqual({ email: 'email' });
    expect(errors({ email: 'ayse@example.com', birthday: '2026-11-21' })).toEqual({});
    expect(errors({ birthday: '2026-11-22' })).toEqual({ birthday: 'max_value:{"max":"Nov 21, 2026"}' });
    expect(errors({ birthday: '21.11.2000' })).toMatchObject({ birthday: 'wrong_format' });
  });
});

describe('/admin-salon/clients/edit', { timeout: 30_000 }, () => {
  it('shows every problem in Turkish and sends nothing until the form is right', async () => {
    const calls = mockApi({ 'GET /api/common/account-data': salonAdmin });
    const user = userEvent.setup();
    renderApp('/admin-salon/clients/edit');
    await screen.findByTestId('client-form', {}, slow);
    await user.type(screen.getByTestId('client-email'), 'ayse@');
    fireEvent.click(screen.getByTestId('client-save'));
    const phoneField = screen.getByTestId('client-phone').closest('.mantine-InputWrapper-root')!;
    await waitFor(() => expect(phoneField).toHaveTextContent('Zorunlu alan'));
    expect(screen.getByTestId('client-full-name').closest('.mantine-InputWrapper-root')).toHaveTextContent('Zorunlu alan');
    expect(screen.getByTestId('client-email').closest('.mantine-InputWrapper-root')).toHaveTextContent('Lütfen geçerli bir e-posta adresi girin');
    expect((await typePhone(user, '555111')).value).toBe('+90 555 111 __ __');
    fireEvent.click(screen.getByTestId('client-save'));
    await waitFor(() => expect(phoneField).toHaveTextContent('Hatalı biçim'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates the card with empty optional fields as null and opens it for records', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'POST /api/salon/clients/new': json(client(41, { full_name: 'Çağla Şahin', email: null, birthday: null, gender: null })),
      'GET /api/salon/clients/extended/41': json(extended(41, { client: client(41, { full_name: 'Çağla Şahin' }) })),
      'GET /api/salon/clients/acts/41': json(emptyPage),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin-salon/clients/edit');
    await screen.findByTestId('client-form', {}, slow);
    await typePhone(user, '5551112233');
    await user.type(screen.getByTestId('client-full-name'), ' Çağla Şahin ');
    fireEvent.click(screen.getByTestId('client-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-salon/clients/edit/41'));
    expect(calls.find((c) => c.path === '/api/salon/clients/new')?.body).toEqual({
      phone: '+90 555 111 22 33',
      full_name: 'Çağla Şahin',
      email: null,
      birthday: null,
      gender: null,
      photo_file_id: null,
    });
    expect(await screen.findByTestId('client-records', {}, slow)).toBeInTheDocument();
  });

  it('puts the server refusal under the phone in the page language', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/clients/extended/7': json(extended(7)),
      'PUT /api/salon/clients/7': apiError(409, 'A client with this phone already exists in your salon.', 'salon_client_exists', {
        phone: ['A client with this phone already exists in your salon.'],
      }),
    });
    renderApp('/en/admin-salon/clients/edit/7');
    const phone = (await screen.findByTestId('client-phone', {}, slow)) as HTMLInputElement;
    expect(phone.value).toBe('+90 555 111 22 33');
    expect(screen.getByTestId('client-birthday')).toHaveValue('1990-05-17');
    fireEvent.click(screen.getByTestId('client-save'));
    await waitFor(() => expect(phone.closest('.mantine-InputWrapper-root')).toHaveTextContent('A client with this phone already exists in your salon.'));
    expect(screen.getByTestId('client-top-categories')).toHaveTextContent('Top 3 visited categories');
  });

  it('shows a message no field of the form takes in a snack, and still places the rest', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/clients/extended/7': json(extended(7)),
      'PUT /api/salon/clients/7': apiError(422, 'Validation error', 'validation_error', {
        email: ['Please enter a valid e-mail address'],
        note: ['The note is too long'],
      }),
    });
    renderApp('/en/admin-salon/clients/edit/7');
    await screen.findByTestId('client-form', {}, slow);
    fireEvent.click(screen.getByTestId('client-save'));
    expect(await screen.findByText('The note is too long', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('client-email').closest('.mantine-InputWrapper-root')).toHaveTextContent('Please enter a valid e-mail address');
    expect(screen.queryByText('Validation error')).toBeNull();
  });
});
