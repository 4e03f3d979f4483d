import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const defaults = { role: 'client', email: true, sms: true, push: true };

describe('/dashboard/notification-preferences', { timeout: 30_000 }, () => {
  it('saves a switch at once', async () => {
    let stored = { ...defaults, push: false };
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': () => json(stored),
      'PUT /api/common/notification-preferences': (_req: Request, body: unknown) => {
        stored = body as typeof stored;
        return json(stored);
      },
    });
    renderApp('/dashboard/notification-preferences');
    const push = await screen.findByTestId('pref-push', {}, slow);
    expect(screen.getByTestId('preferences-page')).toBeInTheDocument();
    expect(push).not.toBeChecked();
    expect(screen.getByTestId('pref-email')).toBeChecked();
    fireEvent.click(push);
    await waitFor(() => expect(screen.getByTestId('pref-push')).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'client', email: true, sms: true, push: true });
    expect(await screen.findByText('Bildirim tercihleri güncellendi.')).toBeInTheDocument();
  });

  it('switching push on asks the browser; a refusal says how to allow it (en)', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    let stored = { ...defaults, push: false };
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': () => json(stored),
      'PUT /api/common/notification-preferences': (_req: Request, body: unknown) => {
        stored = body as typeof stored;
        return json(stored);
      },
    });
    renderApp('/en/dashboard/notification-preferences');
    fireEvent.click(await screen.findByTestId('pref-push', {}, slow));
    expect(await screen.findByTestId('push-blocked')).toHaveTextContent('Your browser blocks notifications from this site');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pref-push')).toBeChecked();
    // Switched off, the warning has nothing to warn about.
    fireEvent.click(screen.getByTestId('pref-push'));
    await waitFor(() => expect(screen.queryByTestId('push-blocked')).toBeNull());
  });

  it('a failed save shows the spec message and the switch goes back (en)', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': json(defaults),
      'PUT /api/common/notification-preferences': apiError(500, 'boom', 'internal'),
    });
    renderApp('/en/dashboard/notification-preferences');
    fireEvent.click(await screen.findByTestId('pref-sms', {}, slow));
    expect(await screen.findByTestId('preferences-update-error')).toHaveTextContent('Failed to update notification preferences');
    expect(screen.getByTestId('pref-sms')).toBeChecked();
  });

  it('reset treats 404 as success and reads the defaults again', async () => {
    let stored = { ...defaults, sms: false };
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': () => json(stored),
      'POST /api/common/notification-preferences/reset': () => {
        stored = { ...defaults };
        return apiError(404, 'not found', 'not_found');
      },
    });
    renderApp('/dashboard/notification-preferences');
    expect(await screen.findByTestId('pref-sms', {}, slow)).not.toBeChecked();
    fireEvent.click(screen.getByTestId('pref-reset'));
    await waitFor(() => expect(screen.getByTestId('pref-sms')).toBeChecked());
    expect(await screen.findByText('Bildirim tercihleri varsayılana döndü.')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-reset-error')).toBeNull();
    expect(screen.queryByText('not found')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/common/notification-preferences/reset')).toHaveLength(1);
  });

  it('a failed reset shows the spec message (ru)', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': json(defaults),
      'POST /api/common/notification-preferences/reset': apiError(500, 'boom', 'internal'),
    });
    renderApp('/ru/dashboard/notification-preferences');
    fireEvent.click(await screen.findByTestId('pref-reset', {}, slow));
    const error = await screen.findByTestId('preferences-reset-error');
    expect(error).toHaveTextContent('Не удалось сбросить настройки уведомлений');
    expect(screen.getByTestId('pref-reset')).toHaveTextContent('Сбросить по умолчанию');
  });

  it('a failed load shows the spec message', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/common/notification-preferences': apiError(500, 'boom', 'internal'),
    });
    renderApp('/en/dashboard/notification-preferences');
    expect(await screen.findByTestId('preferences-load-error', {}, slow)).toHaveTextContent('Failed to load notification preferences');
    expect(screen.queryByTestId('pref-email')).toBeNull();
  });
});
