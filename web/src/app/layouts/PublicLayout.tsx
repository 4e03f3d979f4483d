import { BottomBar, Header, LazyFooter, partnerRouteNames } from '@/features/shell';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useTranslation } from '@/shared/i18n';
import classes from './Layout.module.css';
import { ScreenOutlet } from './ScreenOutlet';

export function PublicLayout() {
  const name = useRouteHandle()?.name ?? '';
  const { t } = useTranslation('shell');
  return (
    <div className={classes.frame}>
      <a href="#content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      <Header partner={partnerRouteNames.has(name)} />
      <main id="content" className={classes.main}>
        <ScreenOutlet />
      </main>
      <LazyFooter />
      <BottomBar />
    </div>
  );
}
