import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { notification } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };

/** A server with three notifications, two unread; reading changes what it answers next. */
function mockNotifications() {
  const rows = [notification(1), notification(2), notification(3, { read: true, title: 'Eski bildirim' })];
  const unread = () => rows.filter((n) => !n.read).length;
  const calls = mockApi({
    'GET /api/common/account-data': () => json(accountData({ notifications_count: unread() })),
    'GET /api/common/notifications': () => json({ rows, count: rows.length, unread: unread() }),
    'POST /api/common/notifications/read/1': () => {
      rows[0]!.read = true;
      return json({ unread: unread() });
    },
    'POST /api/common/notifications/read-all': () => {
      rows.forEach((n) => (n.read = true));
      return json({ unread: 0 });
    },
  });
  return calls;
}

describe('/dashboard/notifications', { timeout: 30_000 }, () => {
  it('marks one read on click and lowers the header counter', async () => {
    const calls = mockNotifications();
    renderApp('/dashboard/notifications');
    const first = await screen.findByTestId('notification-1', {}, slow);
    expect(screen.getByTestId('notifications-page')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-read', 'false');
    expect(screen.getByTestId('notification-3')).toHaveAttribute('data-read', 'true');
    const header = screen.getByTestId('header');
    expect(within(header).getByTestId('notifications-count')).toHaveTextContent('2');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 okunmamış');

    fireEvent.click(first);
    await waitFor(() => expect(screen.getByTestId('notification-1')).toHaveAttribute('data-read', 'true'));
    await waitFor(() => expect(within(header).getByTestId('notifications-count')).toHaveTextContent('1'));
    expect(calls.filter((c) => c.path === '/api/common/notifications/read/1')).toHaveLength(1);

    // A read one is not sent again.
    fireEvent.click(screen.getByTestId('notification-3'));
    expect(calls.some((c) => c.path === '/api/common/notifications/read/3')).toBe(false);
  });

  it('marks all read and the counter disappears (ru)', async () => {
    const calls = mockNotifications();
    renderApp('/ru/dashboard/notifications');
    const button = await screen.findByTestId('notifications-read-all', {}, slow);
    expect(button).toHaveTextContent('Отметить все как прочитанные');
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 непрочитанных'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('notifications-count')).toBeNull());
    expect(screen.getByTestId('notification-2')).toHaveAttribute('data-read', 'true');
    await waitFor(() => expect(screen.getByTestId('notifications-read-all')).toBeDisabled());
    expect(calls.filter((c) => c.path === '/api/common/notifications/read-all')).toHaveLength(1);
  });
});
