import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { PausableTimer } from '@/shared/lib/pausableTimer';
import { requestOverlays } from './overlayHost';

/** Snack duration (spec §9). */
export const SNACK_DURATION_MS = 10_000;

export type SnackKind = 'error' | 'success' | 'info';

const colors: Record<SnackKind, string> = { error: 'red', success: 'teal', info: 'plum' };

/**
 * Closes its notification after the duration. Hovering the notification pauses the countdown and
 * leaving resumes the *remaining* time (Mantine's own autoClose restarts the full time on leave).
 */
function SnackBody({ id, message, duration }: { id: string; message: string; duration: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const timer = new PausableTimer(duration, () => notifications.hide(id));
    const root = ref.current?.closest<HTMLElement>('.mantine-Notification-root') ?? ref.current;
    const pause = () => timer.pause();
    const resume = () => timer.resume();
    root?.addEventListener('mouseenter', pause);
    root?.addEventListener('mouseleave', resume);
    timer.start();
    return () => {
      timer.cancel();
      root?.removeEventListener('mouseenter', pause);
      root?.removeEventListener('mouseleave', resume);
    };
  }, [id, duration]);
  // pre-line: a snack of several messages shows one a line.
  return (
    <span ref={ref} style={{ whiteSpace: 'pre-line' }}>
      {message}
    </span>
  );
}

let counter = 0;

/** Shows a snack; `title` heads it in bold (a new notification's title). */
export function showSnack(message: string, kind: SnackKind = 'error', duration = SNACK_DURATION_MS, title?: string): string {
  const id = `snack-${++counter}`;
  // The outlet shows queued notifications when it mounts.
  void requestOverlays();
  notifications.show({
    id,
    color: colors[kind],
    autoClose: false,
    withBorder: true,
    radius: 'md',
    title,
    message: <SnackBody id={id} message={message} duration={duration} />,
  });
  return id;
}
