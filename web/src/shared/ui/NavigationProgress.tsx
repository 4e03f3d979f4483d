import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useNavigationPending } from '@/shared/lib/navigationPending';
import classes from './NavigationProgress.module.css';

/** Navigations shorter than this never show the bar (spec §9). */
export const PROGRESS_THROTTLE_MS = 200;
/** The bar completes at the latest after this long (spec §9). */
export const PROGRESS_TIMEOUT_MS = 5000;
const FINISH_MS = 300;

export type ProgressPhase = 'hidden' | 'running' | 'finishing';

/** Phase of the progress bar for an `active` flag, with the throttle and the timeout. */
export function useProgressPhase(active: boolean): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('hidden');
  useEffect(() => {
    if (!active) {
      setPhase((p) => (p === 'running' ? 'finishing' : p));
      return;
    }
    const show = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    const timeout = setTimeout(() => setPhase((p) => (p === 'running' ? 'finishing' : p)), PROGRESS_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(timeout);
    };
  }, [active]);
  useEffect(() => {
    if (phase !== 'finishing') return;
    const hide = setTimeout(() => setPhase('hidden'), FINISH_MS);
    return () => clearTimeout(hide);
  }, [phase]);
  return phase;
}

/** Thin accent bar at the top of the page while the next screen (code, translations) loads. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const phase = useProgressPhase(useNavigationPending());
  if (phase === 'hidden') return null;
  // A progress bar needs a name for screen readers (axe: aria-progressbar-name).
  return (
    <div className={classes.track} data-testid="nav-progress" role="progressbar" aria-label={t('loading')} aria-busy={phase === 'running'}>
      <div className={classes.bar} data-phase={phase} />
    </div>
  );
}
