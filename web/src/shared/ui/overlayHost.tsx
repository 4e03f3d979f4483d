import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Modals and notifications are mounted on first use (or the first touch or key) so their code
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
    // Warm up on the visitor's first touch, click or key, so a confirm or snack that follows opens
    // at once. Not when the browser is first idle: that is right after hydration, where mounting
    // Mantine's modal manager and notification outlet (and evaluating their chunks) was a long
    // task of a phone's load (Lighthouse's TBT; docs/performance.md, session 42).
    const events = ['pointerdown', 'keydown'] as const;
    const warm = () => void requestOverlays();
    events.forEach((type) => window.addEventListener(type, warm, { once: true, passive: true }));
    return () => {
      listeners.delete(show);
      events.forEach((type) => window.removeEventListener(type, warm));
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
