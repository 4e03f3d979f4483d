import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey, type AccountData } from '@/shared/auth';
import { notificationsRoot } from '../api/keys';
import type { NotificationsPage } from '../api/types';

/**
 * Notifications were read (`ids`, or all) and the server answered the new unread count: the list
 * and the header's counter (account data's notifications_count) change at once, then the lists
 * and the account reload from the server.
 */
export function markReadInCache(queryClient: QueryClient, ids: number[] | 'all', unread: number): void {
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationsRoot }, (page) =>
    page
      ? {
          ...page,
          unread,
          rows: page.rows.map((n) => (n.read || (ids !== 'all' && !ids.includes(n.id)) ? n : { ...n, read: true })),
        }
      : page,
  );
  queryClient.setQueryData<AccountData | null>(accountQueryKey, (account) =>
    account ? { ...account, notifications_count: unread } : account,
  );
  void queryClient.invalidateQueries({ queryKey: notificationsRoot });
  void queryClient.invalidateQueries({ queryKey: accountQueryKey });
}
