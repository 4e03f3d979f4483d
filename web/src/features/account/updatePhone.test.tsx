import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_LOGIN_EVENT } from '@/shared/auth';
import { accountData, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

afterEach(() => vi.unstubAllGlobals());

describe('/update-phone', () => {
  it('verifies the link, then the SMS code completes the change', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'POST /api/site/verify-update-phone-link': { phone: '+90 555 111 22 33' },
      'POST /api/common/check-update-phone-sms': accountData({ phone: '+905551112233' }),
    });
    renderApp('/en/update-phone?token=abc');
    expect(await screen.findByTestId('update-phone-new')).toHaveTextContent('+90 555 111 22 33');
    const pins = within(screen.getByTestId('update-phone-code')).getAllByRole('textbox');
    fireEvent.change(pins[0]!, { target: { value: '4321' } });
    expect(await screen.findByTestId('update-phone-done')).toHaveTextContent('+90 555 111 22 33');
    expect(within(screen.getByTestId('update-phone-done')).getByRole('link')).toHaveAttribute('href', '/en/dashboard/personal');
    expect(calls.filter((c) => c.path === '/api/site/verify-update-phone-link')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/common/check-update-phone-sms')?.body).toEqual({ token: 'abc', code: '4321' });
  });

  it('asks a guest to log in first', async () => {
    const onOpen = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    mockApi({ 'POST /api/site/verify-update-phone-link': { phone: '+90 555 111 22 33' } });
    renderApp('/update-phone?token=abc');
    await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    expect(await screen.findByTestId('update-phone-login')).toBeInTheDocument();
    window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  });

  it('shows the server message for an invalid link', async () => {
    mockApi({
      'POST /api/site/verify-update-phone-link': () =>
        Response.json({ message: 'Invalid or expired link', message_code: 'invalid_or_expired_link' }, { status: 422 }),
    });
    renderApp('/en/update-phone?token=bad');
    expect(await screen.findByTestId('update-phone-error')).toHaveTextContent('Invalid or expired link');
  });
});

describe('/login-success', () => {
  it('goes to the home screen of the account', async () => {
    mockApi({ 'GET /api/common/account-data': accountData({ role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' }) });
    const { router } = renderApp('/ru/login-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/admin/services-catalog'));
  });
});

describe('forced agreements', () => {
  it('shows each pending agreement and records the acceptance', async () => {
    const pending = accountData({ agreements_to_accept: [{ slug: 'privacy', name: 'Privacy', version: 2 }] });
    const calls = mockApi({
      'GET /api/common/account-data': pending,
      'GET /api/site/agreements': { slug: 'privacy', name: 'Privacy policy', content: '<p>New privacy terms</p>', version: 2, updated_at: '2025-01-01' },
      'POST /api/common/agreements/accept': accountData(),
    });
    renderApp('/en');
    expect(await screen.findByText('New privacy terms')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('agreement-accept')));
    await waitFor(() => expect(screen.queryByText('New privacy terms')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/common/agreements/accept')?.body).toEqual({ slug: 'privacy' });
  });
});
