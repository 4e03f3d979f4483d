import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

const slow = { timeout: 8000 };
const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], permissions: [{ name: 'contact_salon' }] });

/** The page's realtime sockets, so a test can play the server's frames into them. */
const sockets: FakeSocket[] = [];
class FakeSocket extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    super();
    sockets.push(this);
  }
  close() {}
  send() {}
}
const frame = (data: unknown) => act(() => sockets.at(-1)!.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the chat unread counter', { timeout: 30_000 }, () => {
  it('shows in the header and the bottom bar of the salon cabinet and follows the channel live', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/common/notifications': json({ rows: [], count: 0, unread: 0 }),
      'GET /api/common/chat/collocutors': json({ rows: [], count: 1, unread: 2 }),
    });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderApp('/en/admin-salon/notifications');
    const bar = await screen.findByTestId('bottom-bar', {}, slow);
    expect(await within(bar).findByTestId('bottom-chat-count', {}, slow)).toHaveTextContent('2');
    const item = within(bar).getByTestId('bottom-chat');
    expect(item).toHaveAttribute('href', '/en/admin-salon/feedback');
    expect(item).toHaveTextContent('Chat');
    expect(within(screen.getByTestId('header')).getByTestId('chat-count')).toHaveTextContent('2');

    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    await frame({
      chat: { type: 'message', message: { id: 90, salon_id: 7, from_moderator: true, text: 'Merhaba' } },
      chat_unread_count: 3,
    });
    await waitFor(() => expect(within(bar).getByTestId('bottom-chat-count')).toHaveTextContent('3'));
    expect(within(screen.getByTestId('header')).getByTestId('chat-count')).toHaveTextContent('3');

    // Everything read (on another device): the counters go, the bottom item stays as the way in.
    await frame({ chat: { type: 'read', salon_id: 7, by_moderator: false, read_id: 90 }, chat_unread_count: 0 });
    await waitFor(() => expect(within(bar).queryByTestId('bottom-chat-count')).toBeNull());
    expect(within(bar).getByTestId('bottom-chat')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it('a free salon (the server refuses the chat) and an account without contact_salon get no chat item', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/common/notifications': json({ rows: [], count: 0, unread: 0 }),
      'GET /api/common/chat/collocutors': apiError(403, 'Premium', 'plan_feature_unavailable'),
    });
    const { unmount } = renderApp('/admin-salon/notifications');
    const bar = await screen.findByTestId('bottom-bar', {}, slow);
    await screen.findByTestId('notifications-page', {}, slow);
    expect(within(bar).queryByTestId('bottom-chat')).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    const calls = mockApi({
      'GET /api/common/account-data': accountData({ role: 'salon_admin', roles: ['salon_admin'], permissions: [] }),
      'GET /api/common/notifications': json({ rows: [], count: 0, unread: 0 }),
      'GET /api/common/chat/collocutors': json({ rows: [], count: 1, unread: 5 }),
    });
    renderApp('/admin-salon/notifications');
    await screen.findByTestId('notifications-page', {}, slow);
    expect(screen.queryByTestId('bottom-chat')).toBeNull();
    expect(screen.queryByTestId('chat-button')).toBeNull();
    expect(calls.some((c) => c.path === '/api/common/chat/collocutors')).toBe(false);
  });
});
