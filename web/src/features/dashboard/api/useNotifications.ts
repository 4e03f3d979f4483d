import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { notificationsKey, PAGE_SIZE } from './keys';
import type { NotificationsPage } from './types';

/** GET /api/common/notifications?page: texts come in the reader's language. */
export function useNotifications(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: notificationsKey(locale, page),
    queryFn: ({ signal }): Promise<NotificationsPage> =>
      unwrap(api.GET('/api/common/notifications', { params: { query: { page, per_page: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
