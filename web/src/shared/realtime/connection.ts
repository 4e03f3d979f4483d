import type { components } from '@/shared/api/schema';
import type { Locale } from '@/shared/routes';
import type { ChatFrame } from './chat';

export type RealtimeMessage = components['schemas']['RealtimeMessage'];
export type RealtimeFrame = RealtimeMessage | ChatFrame;

/** Waits between reconnection attempts: doubling from 1 s, at most 30 s. */
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** The user's private channel on this site (the session cookie authenticates it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, locale: Locale, chatAfter?: number | null): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const after = chatAfter == null ? '' : `&chat_after=${chatAfter}`;
  return `${scheme}://${location.host}/api/common/realtime?lang=${locale}${after}`;
}

/**
 * Keeps a WebSocket to `url` open and hands each message to `onMessage`. A dropped connection
 * (server restart, network change, sleep) is retried with a growing pause; a message resets it.
 * `url` may be a function, read at every (re)connection (the chat's last seen message id).
 * Returns a function that closes the socket for good.
 */
export function connectRealtime(
  url: string | (() => string),
  onMessage: (message: RealtimeFrame) => void,
  createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = RETRY_MIN_MS;
  let closed = false;

  const open = () => {
    socket = createSocket(typeof url === 'function' ? url() : url);
    socket.onmessage = (event: MessageEvent) => {
      pause = RETRY_MIN_MS;
      try {
        onMessage(JSON.parse(String(event.data)) as RealtimeFrame);
      } catch {
        // A frame that is not a message (never sent by the server) is ignored.
      }
    };
    socket.onclose = () => {
      if (closed) return;
      retry = setTimeout(open, pause);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    };
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    socket?.close();
  };
}
