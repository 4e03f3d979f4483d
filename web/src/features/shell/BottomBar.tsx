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
import { Fragment, type ReactNode } from 'react';
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

/**
 * Mobile bottom navigation; its items depend on the active role. `extra` goes before the last
 * item (the cabinets' chat item: passed in rather than imported, so the public entry stays lean).
 */
export function BottomBar({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('shell');
  const { role } = useAuth();
  const current = useRouteHandle()?.name;
  return (
    <nav className={classes.bottomBar} aria-label={t('bottom.label')} data-testid="bottom-bar">
      {bottomBarItems(role).map((item, index, items) => {
        const Icon = icons[item.key];
        const content = (
          <>
            <Icon size={22} stroke={1.6} />
            <span>{t(`bottom.${item.key}`)}</span>
          </>
        );
        const before = index === items.length - 1 ? extra : null;
        if (!item.route) {
          return (
            <Fragment key={item.key}>
              {before}
              <button type="button" className={classes.bottomItem} onClick={() => openLogin()}>
                {content}
              </button>
            </Fragment>
          );
        }
        return (
          <Fragment key={item.key}>
            {before}
            <RouteLink to={item.route} query={item.query} className={classes.bottomItem} aria-current={current === item.route ? 'page' : undefined}>
              {content}
            </RouteLink>
          </Fragment>
        );
      })}
    </nav>
  );
}
