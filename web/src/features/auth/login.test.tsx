import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLogin } from '@/shared/auth';
import { accountData, apiError, mockApi } from '@/test/mockApi';
import { mockLibs, renderApp } from '@/test/renderApp';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const codeSent = { sent: true, expires_in: 300, resend_in: 60 };

async function openPopup(options = {}) {
  await screen.findByTestId('header');
  act(() => openLogin(options));
  return screen.findByTestId('login-phone-step');
}

async function typePhone(user: ReturnType<typeof userEvent.setup>, digits: string, label = 'Telefon numarası', at = 4) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(at, at);
  await user.keyboard(digits);
  return input;
}

describe('login popup, step 1', () => {
  it('enables "get code" only for a complete phone and ticked terms', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/');
    await openPopup();
    const getCode = screen.getByTestId('get-code');
    expect(getCode).toBeDisabled();

    const input = await typePhone(user, '555000000');
    expect(input.value).toBe('+90 555 000 00 0_');
    await user.click(screen.getByRole('checkbox'));
    expect(getCode).toBeDisabled();

    await typePhone(user, '4', 'Telefon numarası', 16);
    expect(input.value).toBe('+90 555 000 00 04');
    expect(getCode).toBeEnabled();

    await user.click(screen.getByRole('checkbox'));
    expect(getCode).toBeDisabled();
  });

  it('the terms link shows the agreement; Accept ticks the box, Decline keeps it', async () => {
    const calls = mockApi({
      'GET /api/site/agreements': { slug: 'client', name: 'Üyelik koşulları', content: '<p>Kurallar</p>', version: 1, updated_at: '2025-01-01' },
    });
    const user = userEvent.setup();
    renderApp('/');
    await openPopup();
    await user.click(screen.getByTestId('terms-link'));
    expect(await screen.findByText('Kurallar')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/site/agreements')).toBeTruthy();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(screen.getByTestId('agreement-decline'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    await user.click(screen.getByTestId('terms-link'));
    await user.click(await screen.findByTestId('agreement-accept'));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
  });
});

describe('login popup, step 2', () => {
  async function toCodeStep(handlers: Record<string, unknown>) {
    const calls = mockApi({ 'POST /api/site/login/phone': codeSent, ...handlers });
    const user = userEvent.setup();
    const app = renderApp('/');
    await openPopup();
    await typePhone(user, '5550000004');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('get-code'));
    await screen.findByTestId('login-code-step');
    return { calls, user, ...app };
  }

  it('sends the phone, captcha token and agreement, then verifies the 4th digit by itself', async () => {
    const postMessage = vi.fn();
    (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    const account = accountData();
    const { calls, user, router } = await toCodeStep({
      'POST /api/site/login/code': { token: 'tok-1', account_data: account },
      'GET /api/common/account-data': account,
    });
    expect(calls.find((c) => c.path === '/api/site/login/phone')?.body).toEqual({
      phone: '+90 555 000 00 04',
      recaptchaToken: 'dev',
      isAgreementAccepted: true,
      isForOrder: false,
    });
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('05:00');
    expect(screen.getByTestId('code-submit')).toBeDisabled();

    const pins = within(screen.getByTestId('login-code')).getAllByRole('textbox');
    await user.click(pins[0]!);
    await user.keyboard('123');
    expect(calls.some((c) => c.path === '/api/site/login/code')).toBe(false);
    await user.keyboard('4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/personal'));
    expect(calls.find((c) => c.path === '/api/site/login/code')?.body).toEqual({ phone: '+90 555 000 00 04', code: '1234', isForOrder: false });
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({ id: 4, name: 'Ayşe Yılmaz', role: 'client', token: 'tok-1' });
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  it('after a failed code it shows the server message and is back at step 1 with the code cleared', async () => {
    const { user } = await toCodeStep({
      'POST /api/site/login/code': apiError(422, 'SMS kodu geçersiz', 'sms_code_invalid'),
    });
    const pins = within(screen.getByTestId('login-code')).getAllByRole('textbox');
    await user.click(pins[0]!);
    await user.keyboard('9999');
    expect(await screen.findByText('SMS kodu geçersiz', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByTestId('login-phone-step')).toBeInTheDocument();
    expect(screen.queryByTestId('login-code-step')).not.toBeInTheDocument();
    // Requesting a code again starts with an empty code.
    await user.click(screen.getByTestId('get-code'));
    const again = within(await screen.findByTestId('login-code')).getAllByRole('textbox') as HTMLInputElement[];
    expect(again.map((i) => i.value).join('')).toBe('');
  });

  it('at 0 the countdown turns the button into resend, which restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await toCodeStep({ 'POST /api/site/login/resend-code': codeSent });
    const button = screen.getByTestId('code-submit');
    expect(button).toHaveTextContent('Giriş yap');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('04:00');
    act(() => void vi.advanceTimersByTime(240_000));
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('Kodun süresi doldu');
    expect(button).toHaveTextContent('Kodu tekrar gönder');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('code-countdown')).toHaveTextContent('05:00'));
    expect(calls.find((c) => c.path === '/api/site/login/resend-code')?.body).toEqual({ phone: '+90 555 000 00 04' });
    expect(screen.getByTestId('code-submit')).toHaveTextContent('Giriş yap');
  });
});

describe('login popup, other ways in', () => {
  it('order flow: with a phone and prior agreement the code goes out after 1 s; onSuccess replaces the redirect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const account = accountData();
    const calls = mockApi({
      'POST /api/site/login/phone': codeSent,
      'POST /api/site/login/code': { token: 't', account_data: account },
    });
    const onSuccess = vi.fn();
    const { router } = renderApp('/');
    await openPopup({ phone: '+905550000004', agreed: true, isForOrder: true, onSuccess });
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(calls.some((c) => c.path === '/api/site/login/phone')).toBe(false);
    act(() => void vi.advanceTimersByTime(1000));
    await screen.findByTestId('login-code-step');
    expect(calls.find((c) => c.path === '/api/site/login/phone')?.body).toMatchObject({ phone: '+90 555 000 00 04', isForOrder: true, isAgreementAccepted: true });

    const pins = within(screen.getByTestId('login-code')).getAllByRole('textbox');
    fireEvent.change(pins[0]!, { target: { value: '1234' } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(account));
    expect(calls.find((c) => c.path === '/api/site/login/code')?.body).toMatchObject({ isForOrder: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs in with phone and password', async () => {
    const account = accountData({ role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });
    const calls = mockApi({
      'POST /api/site/login/password': { token: 't', account_data: account },
      'GET /api/common/account-data': account,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/en');
    await screen.findByTestId('header');
    act(() => openLogin());
    await user.click(await screen.findByTestId('password-mode'));
    const phone = await typePhone(user, '5550000001', 'Phone number');
    expect(phone.value).toBe('+90 555 000 00 01');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(screen.getByTestId('password-submit')).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/services-catalog'));
    expect(calls.find((c) => c.path === '/api/site/login/password')?.body).toEqual({
      phone: '+90 555 000 00 01',
      password: 'secret-pass',
      captchaToken: 'dev',
      isAgreementAccepted: true,
    });
  });
});

describe('captcha', () => {
  it('a widget provider: unsolved shows the authorisation error and sends nothing; solved sends its token', async () => {
    let solve: (token: string) => void = () => {};
    const reset = vi.fn();
    window.turnstile = {
      render: (_el, options) => {
        solve = (t) => options.callback?.(t);
        return 'w1';
      },
      reset,
      getResponse: () => undefined,
    };
    const calls = mockApi({ 'POST /api/site/login/phone': codeSent });
    const user = userEvent.setup();
    renderApp('/', { ...mockLibs, captcha: { provider: 'turnstile', site_key: 'site-key' } });
    await openPopup();
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
    await typePhone(user, '5550000004');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText(/Yetkilendirme hatası/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('w1');
    expect(calls.some((c) => c.path === '/api/site/login/phone')).toBe(false);
    expect(screen.getByTestId('get-code')).toBeEnabled();

    act(() => solve('cf-token'));
    await user.click(screen.getByTestId('get-code'));
    await screen.findByTestId('login-code-step');
    expect(calls.find((c) => c.path === '/api/site/login/phone')?.body).toMatchObject({ recaptchaToken: 'cf-token' });
    delete window.turnstile;
  });
});
