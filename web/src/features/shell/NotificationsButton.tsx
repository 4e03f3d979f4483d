import { IconBell } from '@tabler/icons-react';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { notificationsRoute } from './menuLinks';
import classes from './Shell.module.css';

/** Bell with the unread counter (signed-in users only), linking to the role's notifications. */
export function NotificationsButton() {
  const { t } = useTranslation('shell');
  const { role, account } = useAuth();
  if (role === 'guest' || !account) return null;
  const count = account.notifications_count;
  return (
    <RouteLink
      to={notificationsRoute[role]}
      className={classes.iconButton}
      aria-label={t('header.notifications', { count })}
      data-testid="notifications-button"
    >
      <IconBell size={20} stroke={1.6} />
      {count > 0 && (
        <span className={classes.counter} data-testid="notifications-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </RouteLink>
  );
}
