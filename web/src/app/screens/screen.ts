import { lazy, type ComponentType } from 'react';
import { i18n, type Namespace } from '@/shared/i18n';

/**
 * A screen whose code and translation namespaces load together before it first renders (a navigation
 * is a transition: the current screen stays meanwhile, under the progress bar).
 */
export function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, ns: Namespace[] = []): ComponentType {
  return lazy(() => Promise.all([load(), ns.length ? i18n.loadNamespaces(ns) : null]).then(([m]) => ({ default: pick(m) })));
}
