import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { i18n } from '@/shared/i18n';

// The box's code and texts load together, only once the box is about to be seen: the public
// routes carry just this wrapper (their JavaScript budget is 150 KB and nearly spent).
const Box = lazy(() => Promise.all([import('./NewsletterBox'), i18n.loadNamespaces(['newsletter'])]).then(([m]) => m));

/** The newsletter signup, loaded when it scrolls near the viewport. */
export function LazyNewsletterBox() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor} style={{ minHeight: 160 }}>
      {near && (
        <Suspense fallback={null}>
          <Box />
        </Suspense>
      )}
    </div>
  );
}
