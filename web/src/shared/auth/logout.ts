import { api } from '@/shared/api/client';
import { clearSessionId } from '@/shared/api/session';
import { pathFor, type Locale } from '@/shared/routes';
import { clearToken } from './token';

/** Full page load of `path` (a reload drops every cached query and socket). Replaceable in tests. */
export const pageReload = {
  go(path: string) {
    window.location.assign(path);
  },
};

/**
 * Logout (spec §4): forgets this browser's push subscription, ends the session on the server (which
 * clears the cookie), forgets the stored token and session id, and reloads the root of the current
 * locale.
 */
export async function logout(locale: Locale): Promise<void> {
  // This browser stops taking the account's Web Push (the next person on it must not see them).
  // Loaded only where a service worker can exist; it is a no-op without a subscription.
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    await import('@/shared/push').then((push) => push.disableDevicePush()).catch(() => undefined);
  }
  try {
    await api.POST('/api/common/logout');
  } catch {
    // Offline or already logged out: the local state is cleared all the same.
  }
  clearToken();
  clearSessionId();
  pageReload.go(pathFor('home', locale));
}
