import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '@/shared/auth/logout';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const personal = {
  id: 4,
  full_name: 'Ayşe Yılmaz',
  phone: '+905550000004',
  email: 'ayse@example.com',
  gender: 'female',
  birthday: '1990-05-01',
  photo: null,
  roles: ['client'],
  has_password: false,
  deletion_scheduled: false,
};

describe('guards', () => {
  it('a client may open the client cabinet, with the compact header and short footer', async () => {
    mockApi({ 'GET /api/common/account-data': accountData(), 'GET /api/client/acts': { rows: [], count: 0 } });
    renderApp('/dashboard/history');
    const page = await screen.findByTestId('history-page', {}, { timeout: 8000 });
    expect(page).toHaveTextContent('Randevularım');
    expect(screen.getByTestId('header')).toHaveAttribute('data-variant', 'compact');
    expect(screen.getByTestId('footer')).toHaveAttribute('data-variant', 'short');
    expect(within(screen.getByTestId('cabinet-nav')).getByRole('link', { name: 'Randevularım' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a client an admin screen is not theirs, with the way to their own cabinet', async () => {
    mockApi({ 'GET /api/common/account-data': accountData() });
    const { router } = renderApp('/en/admin/users');
    const refusal = await screen.findByTestId('area-forbidden', {}, { timeout: 8000 });
    // The spec's forbidden message (§6), in the reader's language.
    expect(refusal).toHaveTextContent("You don't have permission to perform this action.");
    expect(router.state.location.pathname).toBe('/en/admin/users');
    fireEvent.click(screen.getByTestId('area-own-cabinet'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/en/admin/users'));
  });

  it('asks a guest to log in on a client cabinet link and keeps the link', async () => {
    mockApi({});
    const { router } = renderApp('/dashboard/history');
    expect(await screen.findByTestId('area-login-required', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/history');
  });

  it('lets an admin into the admin area', async () => {
    mockApi({
      'GET /api/common/account-data': accountData({ role: 'admin', roles: ['admin'] }),
      'GET /api/admin/users': json({ rows: [], count: 0, meta: {} }),
    });
    renderApp('/admin/users');
    expect(await screen.findByTestId('admin-users-page')).toBeInTheDocument();
  });

  it('lets a salon manager into the salon area but not into the master area', async () => {
    mockApi({ 'GET /api/common/account-data': accountData({ role: 'salon_manager', roles: ['salon_manager'] }) });
    const { router } = renderApp('/admin-salon/finances');
    expect(await screen.findByTestId('salon-cabinet', {}, { timeout: 8000 })).toBeInTheDocument();
    await router.navigate('/master/schedule');
    expect(await screen.findByTestId('area-forbidden', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a free salon sees the upgrade screen on salaries and feedback, a Premium one the screen itself', async () => {
    const usage = (features: string[]) => ({ plan: features.length ? 'premium' : 'free', features, employees: { used: 1, limit: 3 }, sms: { used: 0, limit: 100 }, month: '2026-11' });
    mockApi({
      'GET /api/common/account-data': accountData({ role: 'salon_admin', roles: ['salon_admin'] }),
      'GET /api/salon/plan-usage': usage([]),
      'GET /api/site/plans': { features: [], plans: [] },
    });
    const { router, unmount } = renderApp('/en/admin-salon/salaries');
    expect(await screen.findByTestId('upgrade-screen', {}, { timeout: 8000 })).toHaveAttribute('data-feature', 'salaries');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Salary tracking is on Premium');
    await router.navigate('/en/admin-salon/feedback');
    // The chat is its own lazy module: wait for it to replace the salaries screen.
    await waitFor(() => expect(screen.getByTestId('upgrade-screen')).toHaveAttribute('data-feature', 'moderator_chat'), { timeout: 8000 });
    unmount();
    vi.unstubAllGlobals();
    mockApi({
      'GET /api/common/account-data': accountData({ role: 'salon_admin', roles: ['salon_admin'] }),
      'GET /api/salon/plan-usage': usage(['salaries', 'moderator_chat']),
    });
    renderApp('/en/admin-salon/salaries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salaries' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-screen')).toBeNull();
  });

  it('/dashboard opens the personal data screen', async () => {
    mockApi({ 'GET /api/common/account-data': accountData(), 'GET /api/common/personal-data': personal });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/personal'));
  });
});

describe('shell for signed-in users', () => {
  it('shows the name, the unread counter linking to the role notifications', async () => {
    mockApi({ 'GET /api/common/account-data': accountData({ notifications_count: 3 }) });
    renderApp('/');
    const header = await screen.findByTestId('header');
    expect(await within(header).findByTestId('notifications-count')).toHaveTextContent('3');
    expect(within(header).getByTestId('notifications-button')).toHaveAttribute('href', '/dashboard/notifications');
    expect(within(header).getByTestId('profile-button')).toHaveTextContent('Ayşe Yılmaz');
  });

  it('the role switcher shows only for several roles', async () => {
    mockApi({ 'GET /api/common/account-data': accountData() });
    renderApp('/');
    await within(await screen.findByTestId('header')).findByText('Ayşe Yılmaz');
    fireEvent.click(screen.getByTestId('burger-button'));
    await screen.findByTestId('burger-menu-content');
    expect(screen.getByTestId('logout')).toBeInTheDocument();
    expect(screen.queryByTestId('role-switcher')).not.toBeInTheDocument();
  });

  it('switches the active role and opens its home screen', async () => {
    const multi = accountData({ roles: ['client', 'salon_admin', 'salon_master'] });
    const calls = mockApi({
      'GET /api/common/account-data': multi,
      'POST /api/common/change-active-role': { ...multi, role: 'salon_master', home_route: 'master-personal' },
      'GET /api/common/personal-data': personal,
    });
    const { router } = renderApp('/en');
    await within(await screen.findByTestId('header')).findByText('Ayşe Yılmaz');
    fireEvent.click(screen.getByTestId('burger-button'));
    const switcher = await screen.findByTestId('role-switcher');
    expect(within(switcher).getAllByRole('button').map((b) => b.textContent)).toEqual(['Client', 'Salon admin', 'Master']);
    expect(within(switcher).getByText('Client').closest('button')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(switcher).getByText('Master'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/master/personal'));
    expect(calls.find((c) => c.path === '/api/common/change-active-role')?.body).toEqual({ role: 'salon_master' });
  });

  it('logout ends the session, forgets token and session id and reloads the locale root', async () => {
    const go = vi.spyOn(pageReload, 'go').mockImplementation(() => {});
    const calls = mockApi({ 'GET /api/common/account-data': accountData(), 'POST /api/common/logout': () => new Response(null, { status: 204 }) });
    localStorage.setItem('token', 'old');
    localStorage.setItem('session_id', 'abcdefghi');
    renderApp('/ru');
    await within(await screen.findByTestId('header')).findByText('Ayşe Yılmaz');
    fireEvent.click(screen.getByTestId('burger-button'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/ru'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/common/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('session_id')).toBeNull();
    go.mockRestore();
  });

  it('leaving an impersonation returns the admin to the salons list', async () => {
    const admin = accountData({ role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });
    mockApi({
      'GET /api/common/account-data': accountData({ role: 'salon_admin', roles: ['salon_admin'], impersonated: true, home_route: 'admin-salon-salon' }),
      'POST /api/common/leave-impersonate': { token: 't', account_data: admin },
    });
    const { router } = renderApp('/admin-salon/overview');
    fireEvent.click(await screen.findByTestId('leave-impersonation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/salons'));
  });
});

describe('client personal data', () => {
  it('saves the form and shows server field errors under the fields', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/personal-data': personal,
      'POST /api/common/update-personal-data': () =>
        Response.json({ message: 'Doğrulama hatası', message_code: 'validation_error', errors: { birthday: ['Hatalı biçim'] } }, { status: 422 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/personal');
    const name = (await screen.findByTestId('full-name')) as HTMLInputElement;
    expect(name.value).toBe('Ayşe Yılmaz');
    await user.clear(name);
    await user.click(screen.getByTestId('personal-save'));
    expect(await screen.findByText('Zorunlu alan')).toBeInTheDocument();
    await user.type(name, 'Ayşe Demir');
    const email = screen.getByTestId('email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByTestId('personal-save'));
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin')).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByTestId('personal-save'));
    expect(await screen.findByText('Hatalı biçim')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/common/update-personal-data')?.body).toEqual({
      full_name: 'Ayşe Demir',
      email: null,
      gender: 'female',
      birthday: '1990-05-01',
      photo_file_id: null,
    });
  });

  it('password change: code, then the new password twice; a mismatch is caught before sending', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/personal-data': personal,
      'POST /api/common/password/send-code': { sent: true },
      'POST /api/common/password/change': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/en/dashboard/personal');
    await user.click(await screen.findByTestId('password-send-code'));
    await user.type(await screen.findByTestId('password-code'), '1234');
    await user.type(screen.getByTestId('password-new'), 'new-secret-1');
    await user.type(screen.getByTestId('password-repeat'), 'new-secret-2');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/common/password/change')).toBe(false);

    await user.clear(screen.getByTestId('password-repeat'));
    await user.type(screen.getByTestId('password-repeat'), 'new-secret-1');
    await user.click(screen.getByTestId('password-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/common/password/change')?.body).toEqual({
        code: '1234',
        password: 'new-secret-1',
        password_confirmation: 'new-secret-1',
      }),
    );
    expect(await screen.findByTestId('password-send-code')).toBeInTheDocument();
  });

  it('phone change without an e-mail shows the server message', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/personal-data': { ...personal, email: null },
      'POST /api/common/request-phone-update': () =>
        Response.json({ message: 'Authenticated user with email required', message_code: 'email_required' }, { status: 422 }),
    });
    const user = userEvent.setup();
    renderApp('/en/dashboard/personal');
    const input = (await screen.findByLabelText('New phone number')) as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(4, 4);
    await user.keyboard('5551112233');
    await user.click(screen.getByTestId('phone-submit'));
    expect(await screen.findByTestId('phone-error')).toHaveTextContent('Authenticated user with email required');
  });

  it('delete account: the server refuses accounts with several roles and says why', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/personal-data': personal,
      'POST /api/client/delete-account': () =>
        Response.json({ message: 'Cannot delete the account with multiple roles', message_code: 'multiple_roles_delete' }, { status: 409 }),
    });
    renderApp('/en/dashboard/personal');
    fireEvent.click(await screen.findByTestId('delete-account-button'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('delete-error')).toHaveTextContent('Cannot delete the account with multiple roles');
  });

  it('the master cabinet reuses the form without account deletion', async () => {
    mockApi({
      'GET /api/common/account-data': accountData({ role: 'salon_master', roles: ['salon_master'], home_route: 'master-personal' }),
      'GET /api/common/personal-data': personal,
    });
    renderApp('/master/personal');
    expect(await screen.findByTestId('personal-form')).toBeInTheDocument();
    expect(screen.queryByTestId('delete-account')).not.toBeInTheDocument();
  });
});
