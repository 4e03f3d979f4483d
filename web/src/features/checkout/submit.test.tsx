import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASTER_UNAVAILABLE_EVENT } from '@/shared/api/events';
import { accountData, apiError, json, mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { act as actFixture, basket, inDays } from './test/fixtures';
import { checkoutHandlers, plain, slow } from './test/mocks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bodiesOf = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
const date = inDays(2);
const timed = () => basket({ master_id: 8, provision_date: date, provision_time: '11:00' });

type User = ReturnType<typeof userEvent.setup>;

async function typePhone(user: User, digits: string) {
  const input = screen.getByTestId('checkout-phone') as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(4, 4);
  await user.keyboard(digits);
  return input;
}

async function fillForm(user: User) {
  await user.type(await screen.findByTestId('checkout-name', {}, slow), 'Deniz Yıldız');
  await typePhone(user, '5551112233');
  await user.type(screen.getByTestId('checkout-comment'), 'Kısa kesim');
}

describe('submit', () => {
  it('requires the privacy consent', async () => {
    const calls = mockApi(checkoutHandlers(timed()));
    const user = userEvent.setup();
    renderApp('/order');
    await fillForm(user);
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await within(screen.getByTestId('checkout-step-consents')).findByText('Zorunlu alan')).toBeInTheDocument();
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(bodiesOf(calls, 'POST', '/api/site/order/create')).toEqual([]);
    expect(screen.getByTestId('privacy-link')).toHaveAttribute('href', '/info/privacy');
    expect(screen.getByTestId('privacy-link')).toHaveAttribute('target', '_blank');
  });

  it('requires a date and a time', async () => {
    mockApi(checkoutHandlers(basket({ master_id: 8 })));
    const user = userEvent.setup();
    renderApp('/order');
    await fillForm(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Tarih ve saat zorunlu alanlardır');
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });

  it('a guest logs in inside the checkout (code sent by itself), then the booking is made and shown', async () => {
    let loggedIn = false;
    const account = accountData({ name: 'Ayşe Yılmaz' });
    const calls = mockApi(
      checkoutHandlers(timed(), {
        'GET /api/common/account-data': () => (loggedIn ? json(account) : apiError(401, 'Unauthenticated', 'unauthorized')),
        'GET /api/common/personal-data': { id: 4, full_name: 'Ayşe Yılmaz', phone: '+905550000004', email: 'ayse@example.com', roles: ['client'], has_password: false, deletion_scheduled: false },
        'POST /api/site/login/phone': { sent: true, expires_in: 300, resend_in: 60 },
        'POST /api/site/login/code': () => {
          loggedIn = true;
          return json({ token: 'tok', account_data: account });
        },
        'POST /api/site/order/create': { act: actFixture() },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/order');
    await fillForm(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.click(screen.getByTestId('marketing-checkbox'));
    await user.click(screen.getByTestId('checkout-submit'));

    const popup = await screen.findByTestId('login-popup', {}, slow);
    // Spec §4 step 5: opened with the phone and prior agreement, the code goes out after 1 s.
    await within(popup).findByTestId('login-code-step', {}, slow);
    expect(bodiesOf(calls, 'POST', '/api/site/login/phone')).toEqual([
      { phone: '+90 555 111 22 33', recaptchaToken: 'dev', isAgreementAccepted: true, isForOrder: true },
    ]);
    const pins = within(screen.getByTestId('login-code')).getAllByRole('textbox');
    await user.click(pins[0]!);
    await user.keyboard('1234');

    const success = await screen.findByTestId('checkout-success', {}, slow);
    expect(bodiesOf(calls, 'POST', '/api/site/login/code')).toEqual([{ phone: '+90 555 111 22 33', code: '1234', isForOrder: true }]);
    expect(bodiesOf(calls, 'POST', '/api/site/order/create')).toEqual([
      {
        basket_id: 5,
        full_name: 'Deniz Yıldız',
        phone: '+90 555 111 22 33',
        email: null,
        birthday: null,
        comment: 'Kısa kesim',
        privacy_accepted: true,
        marketing_opt_in: true,
      },
    ]);
    expect(router.state.location.pathname).toBe('/order');
    expect(router.state.location.search).toBe('?done=12');
    expect(within(success).getByTestId('success-status')).toHaveTextContent('Salon onayı bekleniyor');
    expect(within(success).getByTestId('success-salon')).toHaveTextContent('Studio Lale');
    expect(within(success).getByTestId('success-master')).toHaveTextContent('Elif Kara');
    expect(within(success).getByTestId('success-time')).toHaveTextContent('11:00–11:45');
    expect(within(success).getByTestId('success-services')).toHaveTextContent('Kadın saç kesimi');
    expect(plain(within(success).getByTestId('success-total').textContent)).toBe('₺500,00');
    expect(within(success).getByTestId('success-calendar')).toHaveAttribute('href', '/api/client/acts/12/calendar.ics');
    expect(within(success).getByTestId('success-history')).toHaveAttribute('href', '/dashboard/history');
  });

  it('a logged-in client gets the fields prefilled; master_is_busy raises the global event and refreshes the times', async () => {
    const account = accountData();
    const onEvent = vi.fn();
    window.addEventListener(MASTER_UNAVAILABLE_EVENT, onEvent);
    const calls = mockApi(
      checkoutHandlers(timed(), {
        'GET /api/common/account-data': account,
        'GET /api/common/personal-data': { id: 4, full_name: 'Ayşe Yılmaz', phone: '+905550000004', email: 'ayse@example.com', roles: ['client'], has_password: false, deletion_scheduled: false },
        'POST /api/site/order/create': apiError(409, 'Uzman bu saatte dolu', 'master_is_busy'),
      }),
    );
    const user = userEvent.setup();
    renderApp('/order');
    await waitFor(() => expect(screen.getByTestId('checkout-email')).toHaveValue('ayse@example.com'), slow);
    expect(screen.getByTestId('checkout-name')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByTestId('checkout-phone')).toHaveValue('+90 555 000 00 04');
    await screen.findByTestId('time-11:00');
    const freeTimeCalls = () => bodiesOf(calls, 'POST', '/api/site/salon/employee-availability-for-given-date/1').length;
    const before = freeTimeCalls();

    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Uzman bu saatte dolu');
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Uzman bu saatte artık müsait değil. Lütfen başka bir saat seçin.')).toBeInTheDocument();
    await waitFor(() => expect(freeTimeCalls()).toBeGreaterThan(before));
    window.removeEventListener(MASTER_UNAVAILABLE_EVENT, onEvent);
  });

  it('a reload of the success page finds the booking among the visits', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/acts': { rows: [actFixture({ id: 11 }), actFixture({ status: 'confirmed' })], count: 2 },
    });
    renderApp('/en/order?done=12');
    const success = await screen.findByTestId('checkout-success', {}, slow);
    expect(success).toHaveAttribute('data-act-id', '12');
    expect(within(success).getByTestId('success-status')).toHaveTextContent('Confirmed');
    expect(within(success).getByTestId('success-history')).toHaveAttribute('href', '/en/dashboard/history');
  });
});
