import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import classes from './Shell.module.css';
import { useChatUnread } from './useChatUnread';

/** The chat's unread counter beside the bell (issue #21); hidden while nothing is unread. */
export function ChatButton() {
  const { t } = useTranslation('shell');
  const { route, count } = useChatUnread();
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
