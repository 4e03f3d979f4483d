import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BottomBar, CompactHeader, ShortFooter } from '@/features/shell';
import classes from './Layout.module.css';
import { PageFallback } from './PageFallback';

/** Client, master, salon and admin areas: compact header and short footer (loaded lazily). */
export function CabinetLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className={classes.frame} data-layout="cabinet">
      <a href="#content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      <CompactHeader />
      <main id="content" className={classes.main}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <ShortFooter />
      <BottomBar />
    </div>
  );
}

export default CabinetLayout;
