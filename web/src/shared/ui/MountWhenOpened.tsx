import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded overlay (drawer, modal) the first time it opens, then keeps it mounted so
 * it can play its closing animation; until then its code is not loaded at all.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
