import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const premium = ['moderator_chat'];
const usage = { plan: 'premium', features: premium, employees: { used: 1, limit: 10 }, sms: { used: 0, limit: null }, month: '2026-11' };
const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], permissions: [{ name: 'contact_salon' }] });

const message = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  salon_id: 7,
  from_moderator: id % 2 === 0,
  author_name: id % 2 === 0 ? 'Moderatör' : 'Kuaför',
  text: `mesaj ${id}`,
  image_url: null,
  created_at: '2026-11-24T10:00:00Z',
  ...over,
});

/** A conversation of `total` messages paged like the server: the newest `limit` before `before_id`. */
function conversation(total: number, all = Array.from({ length: total }, (_, i) => message(i + 1))) {
  return (req: Request) => {
    const url = new URL(req.url);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const before = Number(url.searchParams.get('before_id') ?? Infinity);
    const older = all.filter((m) => m.id < before);
    const rows = older.slice(-limit);
    return json({ rows, has_older: older.length > rows.length, peer_read_id: 0, status: 'open' });
  };
}

/** jsdom lays nothing out: each message is 50 px high, so the scroll position can be followed. */
function fakeLayout() {
  const height = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return this.querySelectorAll('[data-testid="chat-message"]').length * 50;
    },
  });
  return () => {
    if (height) Object.defineProperty(Element.prototype, 'scrollHeight', height);
  };
}

const shown = () => screen.getAllByTestId('chat-message').map((el) => Number(el.getAttribute('data-id')));

describe('the salon chat with the moderators', { timeout: 30_000 }, () => {
  it('shows the newest 50 and pages older ones on request, keeping the message in view', async () => {
    const restore = fakeLayout();
    try {
      const all = Array.from({ length: 120 }, (_, i) => message(i + 1));
      const calls = mockApi({
        'GET /api/common/account-data': salonAdmin,
        'GET /api/salon/plan-usage': json(usage),
        'GET /api/common/chat/messages': conversation(120, all),
        'GET /api/common/chat/collocutors': json({ rows: [], count: 0, unread: 0 }),
        'POST /api/common/chat/read': json({ unread: 0 }),
      });
      const { queryClient } = renderApp('/en/admin-salon/feedback');
      await screen.findByTestId('chat-conversation', {}, slow);
      await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(50), slow);
      expect(shown()[0]).toBe(71);
      expect(shown().at(-1)).toBe(120);
      const viewport = screen.getByTestId('chat-messages').closest('.mantine-ScrollArea-viewport') as HTMLElement;
      // Opened at the bottom (the newest message).
      expect(viewport.scrollTop).toBe(2500);

      // The reader scrolled to message 71 at the top and asks for more: 71 stays where it was.
      viewport.scrollTop = 0;
      fireEvent.click(screen.getByTestId('chat-load-older'));
      await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(100));
      expect(shown()[0]).toBe(21);
      expect(viewport.scrollTop).toBe(2500);
      expect(calls.filter((c) => c.path === '/api/common/chat/messages')).toHaveLength(2);

      // A new message arrives (the channel reloads the newest page, which slides past 71): no gap.
      all.push(message(121));
      await queryClient.invalidateQueries({ queryKey: ['common', 'chat'] });
      await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(101));
      expect(shown()).toEqual(Array.from({ length: 101 }, (_, i) => i + 21));

      fireEvent.click(screen.getByTestId('chat-load-older'));
      await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(121));
      expect(shown()).toEqual(Array.from({ length: 121 }, (_, i) => i + 1));
      // Nothing older: the control is gone.
      expect(screen.queryByTestId('chat-load-older')).toBeNull();
      expect(screen.getByText('mesaj 1')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('attaches a picture through the upload call and sends it; a picture opens full size', async () => {
    const sent: unknown[] = [];
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/plan-usage': json(usage),
      'GET /api/common/chat/messages': json({
        rows: [message(2, { text: '', image_url: '/api/files/chat/abc.webp' })],
        has_older: false,
        peer_read_id: 0,
        status: 'open',
      }),
      'GET /api/common/chat/collocutors': json({ rows: [], count: 0, unread: 0 }),
      'POST /api/common/chat/read': json({ unread: 0 }),
      'POST /api/common/upload-file': json({ id: 9, full_url: '/api/files/chat/new.webp', name: 'ekran.png', size: 1000 }),
      'POST /api/common/chat/send': (_req: Request, body: unknown) => {
        sent.push(body);
        return json(message(3, { text: '', image_url: '/api/files/chat/new.webp' }));
      },
    });
    renderApp('/en/admin-salon/feedback');
    const image = await screen.findByTestId('chat-image', {}, slow);
    expect(image).toHaveAttribute('href', '/api/files/chat/abc.webp');
    expect(image).toHaveAttribute('target', '_blank');
    expect(within(image).getByRole('img', { name: 'Image' })).toHaveAttribute('src', '/api/files/chat/abc.webp?w=320');

    expect(screen.getByTestId('chat-send')).toBeDisabled();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'ekran.png', { type: 'image/png' })] } });
    const attachment = await screen.findByTestId('chat-attachment');
    expect(within(attachment).getByRole('img')).toHaveAttribute('src', '/api/files/chat/new.webp?w=160');
    const upload = calls.find((c) => c.path === '/api/common/upload-file');
    expect(upload?.method).toBe('POST');

    // A picture alone is a message.
    await waitFor(() => expect(screen.getByTestId('chat-send')).toBeEnabled());
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ salon_id: null, text: '', image_url: '/api/files/chat/new.webp' });
    await waitFor(() => expect(screen.queryByTestId('chat-attachment')).toBeNull());
  });

  it('says why a picture was refused, in the user language', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/plan-usage': json(usage),
      'GET /api/common/chat/messages': json({ rows: [], has_older: false, peer_read_id: 0, status: 'open' }),
      'GET /api/common/chat/collocutors': json({ rows: [], count: 0, unread: 0 }),
      'POST /api/common/upload-file': apiError(422, 'Dosya biçimi hatalı.', 'validation', { file: ['Dosya biçimi hatalı.'] }),
    });
    renderApp('/admin-salon/feedback');
    await screen.findByTestId('chat-empty', {}, slow);
    expect(screen.getByTestId('chat-attach')).toHaveAccessibleName('Resim ekle');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('chat-attach-error')).toHaveTextContent('Dosya biçimi hatalı.');
    expect(screen.queryByTestId('chat-attachment')).toBeNull();
  });
});
