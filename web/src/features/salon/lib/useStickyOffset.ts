import { useEffect, type RefObject } from 'react';

/**
 * The shell's header is sticky and its height changes with the width (department row, desktop
 * size). Keeps `--salon-sticky-top` on `ref` equal to it so the tab bar sticks right below.
 */
export function useStickyOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    const header = document.querySelector<HTMLElement>('header');
    if (!root || !header) return;
    const apply = () => root.style.setProperty('--salon-sticky-top', `${header.getBoundingClientRect().height}px`);
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
