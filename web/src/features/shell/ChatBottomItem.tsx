import { IconMessages } from '@tabler/icons-react';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';
import { useChatUnread } from './useChatUnread';

/**
 * The bottom bar's chat item with its unread counter (phones), for those who chat (issue #21).
 * Only the cabinet layouts render it, so the public routes' entry does not carry it (JS budget);
 * it appears once the server has answered a count (a free salon's refusal shows nothing).
 */
export function ChatBottomItem() {
  const { t } = useTranslation('shell');
  const { route, count } = useChatUnread();
  const current = useRouteHandle()?.name;
  if (!route || count === undefined) return null;
  return (
    <RouteLink
      to={route}
      className={classes.bottomItem}
      aria-current={current === route ? 'page' : undefined}
      data-testid="bottom-chat"
    >
      {/* No aria-label: the visible "Chat" and its count are the name (axe label-content-name-mismatch). */}
      {/* Inline, not a CSS module: a module would add a stylesheet to the entry's preload lists. */}
      <span style={{ position: 'relative', display: 'inline-grid' }}>
        <IconMessages size={22} stroke={1.6} />
        {count > 0 && (
          <span className={classes.counter} data-testid="bottom-chat-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span>{t('bottom.chat')}</span>
    </RouteLink>
  );
}

export default ChatBottomItem;
