import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKey } from '@/shared/auth';
import { applyRealtimeMessage, showsAppointments } from './apply';
import { connectRealtime, realtimeUrl, RETRY_MAX_MS, RETRY_MIN_MS, type RealtimeFrame, type RealtimeMessage } from './connection';
import { notificationsRoot } from './keys';

/** A socket the test opens, feeds and drops by hand. */
class FakeSocket {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.();
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

function fakeSockets() {
  const opened: FakeSocket[] = [];
  const create = (url: string) => {
    const socket = new FakeSocket(url);
    opened.push(socket);
    return socket as unknown as WebSocket;
  };
  return { opened, create };
}

const message = (count: number, extra: Partial<RealtimeMessage> = {}): RealtimeMessage => ({
  unread_notifications_count: count,
  act_id: null,
  kind: null,
  notification: null,
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('realtime connection', () => {
  it('builds the channel URL from the page (wss on https) with the language', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'randevu.app' }, 'ru')).toBe('wss://randevu.app/api/common/realtime?lang=ru');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' }, 'tr')).toBe('ws://localhost:8080/api/common/realtime?lang=tr');
    // A reconnect asks for the chat messages after the last one seen.
    expect(realtimeUrl({ protocol: 'http:', host: 'h' }, 'en', 42)).toBe('ws://h/api/common/realtime?lang=en&chat_after=42');
  });

  it('hands messages on, skips unreadable frames, reconnects with a growing pause and stops for good when closed', () => {
    vi.useFakeTimers();
    const { opened, create } = fakeSockets();
    const received: RealtimeFrame[] = [];
    const stop = connectRealtime('ws://x/api/common/realtime', (m) => received.push(m), create);
    expect(opened).toHaveLength(1);
    opened[0]!.receive(message(3));
    opened[0]!.receive('not json');
    expect(received).toEqual([message(3)]);

    opened[0]!.drop();
    vi.advanceTimersByTime(RETRY_MIN_MS - 1);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    opened[1]!.drop();
    vi.advanceTimersByTime(RETRY_MIN_MS);
    expect(opened).toHaveLength(2); // the pause doubled
    vi.advanceTimersByTime(RETRY_MIN_MS);
    expect(opened).toHaveLength(3);
    for (let i = 0; i < 10; i += 1) {
      opened[opened.length - 1]!.drop();
      vi.advanceTimersByTime(RETRY_MAX_MS);
    }
    expect(opened).toHaveLength(13); // never more than 30 s apart
    opened[12]!.receive(message(0));
    opened[12]!.drop();
    vi.advanceTimersByTime(RETRY_MIN_MS);
    expect(opened).toHaveLength(14); // a message reset the pause

    stop();
    expect(opened[13]!.closed).toBe(true);
    vi.advanceTimersByTime(RETRY_MAX_MS * 2);
    expect(opened).toHaveLength(14);
  });
});

describe('applying a realtime message', () => {
  it('sets the header counter, reloads notifications and, for an appointment, the appointment views only', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountQueryKey, { id: 1, notifications_count: 0 });
    const keys = [
      [...notificationsRoot, 'tr', 1],
      ['client', 'acts', 'list', 'tr', 'all', 1],
      ['salon', 'desk', 'schedule', 'tr'],
      ['table', '/api/salon/appointments', {}],
      ['master', 'schedule'],
      ['table', '/api/salon/clients', {}],
      ['site', 'salon', 'kuafor'],
    ];
    for (const key of keys) queryClient.setQueryData(key, 'cached');
    const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(0, 2).join(' '));

    const notification = { id: 9, kind: 'booking_new', title: 'Yeni randevu', text: 'Ayşe, 12:00', act_id: 5, read: false, created_at: '2026-11-21T10:00:00Z' };
    expect(applyRealtimeMessage(queryClient, message(4, { act_id: 5, notification }))).toEqual(notification);
    expect(queryClient.getQueryData(accountQueryKey)).toEqual({ id: 1, notifications_count: 4 });
    expect(stale()).toEqual(['common notifications', 'client acts', 'salon desk', 'table /api/salon/appointments', 'master schedule']);

    const quiet = new QueryClient();
    for (const key of keys) quiet.setQueryData(key, 'cached');
    expect(applyRealtimeMessage(quiet, message(0))).toBeNull();
    expect(keys.filter((key) => quiet.getQueryState(key)?.isInvalidated).map((key) => key[0])).toEqual(['common']);
  });

  it("reloads the salon's service requests live when a moderator decides one", () => {
    const queryClient = new QueryClient();
    const keys = [
      ['table', '/api/salon/services/requests', { offset: 0 }],
      ['salon', 'profile', 'catalogue', 'tr'],
      ['salon', 'desk', 'schedule', 'tr'],
      ['table', '/api/salon/clients', {}],
    ];
    for (const key of keys) queryClient.setQueryData(key, 'cached');
    const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(0, 2).join(' '));
    applyRealtimeMessage(queryClient, message(1, { kind: 'booking_new' }));
    expect(stale()).toEqual([]);
    applyRealtimeMessage(queryClient, message(2, { kind: 'service_request_approved' }));
    expect(stale()).toEqual(['table /api/salon/services/requests', 'salon profile']);
  });

  it('knows which views show appointments', () => {
    expect(showsAppointments(['master', 'act', 3])).toBe(true);
    expect(showsAppointments(['client', 'replies'])).toBe(false);
    expect(showsAppointments(['table', '/api/master/appointments'])).toBe(true);
    expect(showsAppointments(['salon', 'team'])).toBe(false);
  });
});
