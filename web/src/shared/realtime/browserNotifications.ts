/** What the browser lets this site do with system notifications (the push channel on the web). */
export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks once (the browser remembers the answer); returns the resulting permission. */
export async function askBrowserPermission(): Promise<BrowserPermission> {
  if (!('Notification' in window)) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}
