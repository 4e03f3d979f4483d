import { useEffect, type RefObject } from 'react';

/**
 * The shell's header is sticky and its height changes with the width (department row, desktop
 * size). Keeps `--header-offset` on `ref` equal to it, so what sticks inside (a tab bar, a
 * summary) sits right below the header.
 */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    const header = document.querySelector<HTMLElement>('header');
    if (!root || !header) return;
    const apply = () => root.style.setProperty('--header-offset', `${header.getBoundingClientRect().height}px`);
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
