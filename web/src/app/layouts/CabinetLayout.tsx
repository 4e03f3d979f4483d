// The Mantine components only the cabinets use (their styles stay out of every public page).
import '../styles/mantine-cabinets.css';
import type { ReactNode } from 'react';
import { CompactHeader, ShortFooter } from '@/features/shell';
// Straight from its file, not the shell's index: only the (lazy) cabinets load it.
import { CabinetBottomBar } from '@/features/shell/CabinetBottomBar';
import { useTranslation } from '@/shared/i18n';
import { AreaGuard } from './AreaGuard';
import classes from './Layout.module.css';
import { ScreenOutlet } from './ScreenOutlet';

interface Props {
  /** Wraps the screen (e.g. the client cabinet's navigation). */
  frame?: (screen: ReactNode) => ReactNode;
}

/** Client, master, salon and admin areas: compact header, short footer and the area's guard (loaded lazily). */
export function CabinetLayout({ frame }: Props) {
  const { t } = useTranslation('shell');
  const screen = <ScreenOutlet />;
  return (
    <div className={classes.frame} data-layout="cabinet">
      <a href="#content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      <CompactHeader />
      <main id="content" className={classes.main}>
        <AreaGuard>{frame ? frame(screen) : screen}</AreaGuard>
      </main>
      <ShortFooter />
      <CabinetBottomBar />
    </div>
  );
}

export default CabinetLayout;
