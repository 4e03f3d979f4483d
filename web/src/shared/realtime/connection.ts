import type { components } from '@/shared/api/schema';
import type { Locale } from '@/shared/routes';

export type RealtimeMessage = components['schemas']['RealtimeMessage'];

/** Waits between reconnection attempts: doubling from 1 s, at most 30 s. */
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** The user's private channel on this site (the session cookie authenticates it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, locale: Locale): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/common/realtime?lang=${locale}`;
}

/**
 * Keeps a WebSocket to `url` open and hands each message to `onMessage`. A dropped connection
 * (server restart, network change, sleep) is retried with a growing pause; a message resets it.
 * Returns a function that closes the socket for good.
 */
export function connectRealtime(
  url: string,
  onMessage: (message: RealtimeMessage) => void,
  createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = RETRY_MIN_MS;
  let closed = false;

  const open = () => {
    socket = createSocket(url);
    socket.onmessage = (event: MessageEvent) => {
      pause = RETRY_MIN_MS;
      try {
        onMessage(JSON.parse(String(event.data)) as RealtimeMessage);
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
