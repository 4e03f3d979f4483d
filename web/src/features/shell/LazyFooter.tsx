import { Suspense } from 'react';
import { lazyPart } from '@/shared/lib/lazyPart';

// The footer is below the fold (the main area is at least a screen high), so its code, the brand
// icons and its links load after the first paint instead of with the entry (DESIGN §5 budget).
const Footer = lazyPart(() => import('./Footer').then((m) => ({ default: m.Footer })));

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
