import { useEffect, type RefObject } from 'react';

/** Keeps `--checkout-sticky-top` on `ref` equal to the sticky header's height (it changes with the width). */
export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    const header = document.querySelector<HTMLElement>('header');
    if (!root || !header) return;
    const apply = () => root.style.setProperty('--checkout-sticky-top', `${header.getBoundingClientRect().height}px`);
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
