import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Modals and notifications are mounted on first use (or when the browser is idle) so their code
 * stays out of the entry chunk. `requestOverlays()` resolves once their listeners are in place.
 */
let requested = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export function requestOverlays(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  return ready;
}

/**
 * An error snack for code that should not load the snack module up front (notifications store,
 * timer): it loads on first use. Lives here, in the entry, so the lazy import is written once.
 */
export function showErrorSnack(message: string): void {
  void import('./snack').then((m) => m.showSnack(message, 'error'));
}

/** Called by the lazily loaded overlays once mounted. */
export function markOverlaysReady(): void {
  resolveReady();
}

const Overlays = lazy(() => import('./Overlays'));

export function OverlayHost() {
  const [on, setOn] = useState(requested);
  useEffect(() => {
    const show = () => setOn(true);
    listeners.add(show);
    if (requested) show();
    // Warm up after the first paint so a later confirm/snack opens instantly.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const handle = idle(() => void requestOverlays());
    return () => {
      listeners.delete(show);
      (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
