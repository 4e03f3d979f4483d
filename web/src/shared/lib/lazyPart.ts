import { createElement, lazy, useEffect, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// A server-rendered page hydrates part by part: a lazy part inside it stays plain markup until its
// code arrives, and React does not replay a click made on it meanwhile (only hover and focus). So
// "the screen is interactive" (`<html data-interactive>`, app/layouts/ScreenOutlet.tsx) must also
// wait for the lazy parts that had started loading when the screen came in.

/** Lazy parts whose code was asked for and which have not yet appeared on the page. */
let pending = 0;
let waiting: (() => void)[] = [];

function settle() {
  pending -= 1;
  if (pending > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/**
 * `React.lazy` for a part of a page that the server renders (the header's account controls, the
 * footer, the places filters): the same code splitting, and the part counts as loading from the
 * moment its code is asked for until it is on the page with its handlers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    pending += 1;
    let Part: T;
    try {
      Part = (await load()).default;
    } catch (error) {
      settle();
      throw error;
    }
    let mounted = false;
    function Mounted(props: ComponentProps<T>) {
      useEffect(() => {
        if (mounted) return;
        mounted = true;
        settle();
      }, []);
      return createElement(Part, props);
    }
    // The same props as the part: React.lazy's type cannot say so of a wrapper.
    return { default: Mounted as unknown as T };
  });
}

/** Calls `callback` once no lazy part is loading (at once when none is). */
export function whenLazyPartsMounted(callback: () => void): void {
  if (pending === 0) callback();
  else waiting.push(callback);
}
