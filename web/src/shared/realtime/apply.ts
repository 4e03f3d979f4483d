import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey, type AccountData } from '@/shared/auth';
import { browserPermission } from './browserNotifications';
import type { RealtimeMessage } from './connection';
import { notificationsRoot } from './keys';

export type RealtimeNotification = NonNullable<RealtimeMessage['notification']>;

/**
 * Query keys of the views that show appointments: the client's history (`client/acts`), the
 * salon desk (`salon/desk`, the appointments tables) and the master area (`master`).
 */
export function showsAppointments(queryKey: readonly unknown[]): boolean {
  const [area, part] = queryKey;
  if (area === 'client') return part === 'acts';
  if (area === 'salon') return part === 'desk';
  if (area === 'table') return typeof part === 'string' && part.endsWith('/appointments');
  return area === 'master';
}

/**
 * Query keys of the salon's service requests (the profile's requests table and its catalogue,
 * which an approval or merge adds a service to): a moderator's decision reloads them live.
 */
export function showsServiceRequests(queryKey: readonly unknown[]): boolean {
  const [area, part] = queryKey;
  if (area === 'table') return part === '/api/salon/services/requests';
  return area === 'salon' && part === 'profile';
}

/**
 * A message from the private channel: the header's counter takes the server's unread count at
 * once and the notification lists reload; a notification about an appointment (a new booking, a
 * cancellation, a confirmation) also reloads the appointment views on screen, a moderator's
 * decision on a service request the salon's requests list. Returns the new
 * notification to announce, if any.
 */
export function applyRealtimeMessage(queryClient: QueryClient, message: RealtimeMessage): RealtimeNotification | null {
  queryClient.setQueryData<AccountData | null>(accountQueryKey, (account) =>
    account ? { ...account, notifications_count: message.unread_notifications_count } : account,
  );
  void queryClient.invalidateQueries({ queryKey: notificationsRoot });
  if (message.act_id != null) {
    void queryClient.invalidateQueries({ predicate: (query) => showsAppointments(query.queryKey) });
  }
  if (message.kind?.startsWith('service_request_')) {
    void queryClient.invalidateQueries({ predicate: (query) => showsServiceRequests(query.queryKey) });
  }
  return message.notification ?? null;
}

/**
 * Shows a new notification: a snack on the page and, while the tab is in the background, the
 * browser's own notification when the user allowed it (the push channel).
 */
export async function announce(notification: RealtimeNotification): Promise<void> {
  const { showSnack } = await import('@/shared/ui/snack');
  showSnack(notification.text, 'info', undefined, notification.title);
  if (document.visibilityState === 'hidden' && browserPermission() === 'granted') {
    new Notification(notification.title, { body: notification.text, tag: `randevu-notification-${notification.id}` });
  }
}
