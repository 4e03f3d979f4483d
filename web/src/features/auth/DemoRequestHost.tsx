import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_DEMO_REQUEST_EVENT } from '@/shared/auth';

// The three-step popup loads the first time someone opens it (public pages' JavaScript stays small).
const DemoRequestModal = lazy(() => import('./components/DemoRequestModal'));

/** Listens to `randevu:open-demo-request` (the header's and the landing's "Request demo"). */
export function DemoRequestHost() {
  const [state, setState] = useState<{ opened: boolean; key: number } | null>(null);
  useEffect(() => {
    const open = () => setState((prev) => ({ opened: true, key: (prev?.key ?? 0) + 1 }));
    window.addEventListener(OPEN_DEMO_REQUEST_EVENT, open);
    return () => window.removeEventListener(OPEN_DEMO_REQUEST_EVENT, open);
  }, []);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <DemoRequestModal key={state.key} opened={state.opened} onClose={() => setState((s) => (s ? { ...s, opened: false } : s))} />
    </Suspense>
  );
}
