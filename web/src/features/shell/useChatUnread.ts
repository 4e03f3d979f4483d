import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useAuth } from '@/shared/auth';
import { chatUnreadKey } from '@/shared/realtime';

/**
 * The feedback permission (menuLinks' FEEDBACK_PERMISSION, spelled out here: importing it from the
 * entry would make the entry export it, and the public routes are at their JS budget).
 */
const CHAT_PERMISSION = 'contact_salon';
/** Who chats with whom: the moderators (admin) and salon admins, both with `contact_salon` (spec §6). */
const chatRoute = { admin: 'admin-feedback', salon_admin: 'admin-salon-feedback' } as const;

/**
 * The chat's unread count and where it leads, for the header button and the bottom bar: read
 * once, then moved by the realtime channel's chat frames (`chat_unread_count`, shared cache key).
 * `count` stays undefined when the account does not chat or the server refuses (a free salon's 403).
 */
export function useChatUnread() {
  const { role, account } = useAuth();
  const allowed = !!account?.permissions.some((p) => p.name === CHAT_PERMISSION);
  const route = allowed && (role === 'admin' || role === 'salon_admin') ? chatRoute[role] : null;
  const { data: count } = useQuery({
    queryKey: chatUnreadKey,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/common/chat/collocutors', { params: { query: { per_page: 1 } }, signal }))).unread,
    enabled: route !== null,
    retry: false,
    meta: { silent: true },
  });
  return { route, count: route === null ? undefined : count };
}
