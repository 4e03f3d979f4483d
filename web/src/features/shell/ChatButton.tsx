import { useQuery } from '@tanstack/react-query';
import { IconMessages } from '@tabler/icons-react';
import { api, unwrap } from '@/shared/api';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { chatUnreadKey } from '@/shared/realtime';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';

/** Who chats with whom: the moderators (admin) and salon admins (on Premium; a free salon's call is refused and shows nothing). */
const chatRoute = { admin: 'admin-feedback', salon_admin: 'admin-salon-feedback' } as const;

/**
 * The chat's unread counter beside the bell (issue #21): read once, then moved by the realtime
 * channel's chat frames (`chat_unread_count`). Hidden while nothing is unread.
 */
export function ChatButton() {
  const { t } = useTranslation('shell');
  const { role, account } = useAuth();
  const route = role === 'admin' || role === 'salon_admin' ? chatRoute[role] : null;
  const { data: count } = useQuery({
    queryKey: chatUnreadKey,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/common/chat/collocutors', { params: { query: { per_page: 1 } }, signal }))).unread,
    enabled: route !== null && !!account,
    retry: false,
    meta: { silent: true },
  });
  if (!route || !count) return null;
  return (
    <RouteLink to={route} className={classes.iconButton} aria-label={t('header.chat', { count })} data-testid="chat-button">
      <IconMessages size={20} stroke={1.6} />
      <span className={classes.counter} data-testid="chat-count">
        {count > 99 ? '99+' : count}
      </span>
    </RouteLink>
  );
}
