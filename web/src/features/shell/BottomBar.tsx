import {
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconHeart,
  IconHome,
  IconList,
  IconSearch,
  IconBuildingStore,
  IconUserCircle,
  IconUsers,
  IconHistory,
} from '@tabler/icons-react';
import { openLogin, useAuth } from '@/shared/auth';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { bottomBarItems, type BottomIcon } from './roles';
import classes from './Shell.module.css';

const icons: Record<BottomIcon, typeof IconHome> = {
  home: IconHome,
  search: IconSearch,
  profile: IconUserCircle,
  bookmarks: IconHeart,
  history: IconHistory,
  overview: IconChartBar,
  schedule: IconCalendarEvent,
  appointments: IconClipboardList,
  services: IconList,
  salons: IconBuildingStore,
  users: IconUsers,
};

/** Mobile bottom navigation; its items depend on the active role. */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const { role } = useAuth();
  const current = useRouteHandle()?.name;
  return (
    <nav className={classes.bottomBar} aria-label={t('bottom.label')} data-testid="bottom-bar">
      {bottomBarItems(role).map((item) => {
        const Icon = icons[item.key];
        const content = (
          <>
            <Icon size={22} stroke={1.6} />
            <span>{t(`bottom.${item.key}`)}</span>
          </>
        );
        if (!item.route) {
          return (
            <button key={item.key} type="button" className={classes.bottomItem} onClick={() => openLogin()}>
              {content}
            </button>
          );
        }
        return (
          <RouteLink
            key={item.key}
            to={item.route}
            query={item.query}
            className={classes.bottomItem}
            aria-current={current === item.route ? 'page' : undefined}
          >
            {content}
          </RouteLink>
        );
      })}
    </nav>
  );
}
