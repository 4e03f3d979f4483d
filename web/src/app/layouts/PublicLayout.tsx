import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BottomBar, Footer, Header, partnerRouteNames } from '@/features/shell';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import classes from './Layout.module.css';
import { PageFallback } from './PageFallback';

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
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
