import { memoByKey } from '@/shared/lib/memoByKey';

/** How many leading path segments `candidateRoutes` compares. */
const COMPARED_SEGMENTS = 2;

interface TreeRoute<R> {
  path?: string;
  children?: R[];
}

/** The URL's first segments as react-router compares them: decoded, in lower case. */
function leadingSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .slice(0, COMPARED_SEGMENTS)
    .map((segment) => {
      try {
        // As react-router decodes a segment: an encoded slash stays inside it.
        return decodeURIComponent(segment).replace(/\//g, '%2F').toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/** False only when the pattern's leading fixed segments already differ from the URL's. */
function couldMatch(pattern: string, url: string[]): boolean {
  const segments = pattern.split('/').filter(Boolean);
  for (let i = 0; i < Math.min(COMPARED_SEGMENTS, segments.length); i++) {
    const segment = segments[i] ?? '';
    // A parameter, an optional segment or a splat may take any word: react-router decides.
    if (segment.startsWith(':') || segment.endsWith('?') || segment.includes('*')) return true;
    const word = url[i];
    if (word === undefined) return false;
    // Case folding beyond ASCII (Turkish İ/ı) is left to react-router's own comparison.
    if (/[^\x20-\x7e]/.test(segment + word)) return true;
    if (segment.toLowerCase() !== word) return false;
  }
  return true;
}

function prune<R extends TreeRoute<R>>(routes: R[], url: string[]): R[] {
  const kept: R[] = [];
  for (const route of routes) {
    if (route.path !== undefined && !couldMatch(route.path, url)) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = prune(route.children, url);
    // A layout (no path of its own) with nothing left under it matches nothing.
    if (route.path === undefined && children.length === 0) continue;
    kept.push({ ...route, children });
  }
  return kept;
}

/**
 * The part of a route tree that could match `pathname`: the routes whose leading fixed segments
 * differ from the URL's are left out, with the layouts left empty by that. React Router ranks every
 * route of the tree and compiles a pattern per route on each match, and the app's tree has every
 * route in three languages (~400): on a phone that was ~80 ms of the main thread per match, twice
 * per page (the route's handle and `useRoutes`). A route left out could never have matched, so
 * matching the part gives what matching the whole gives (`candidates.test.ts` checks every path of
 * the table). The parts are remembered per leading segments; pass the same tree every time.
 */
export function candidateRoutesOf<R extends TreeRoute<R>>(routes: R[]): (pathname: string) => R[] {
  const byLeading = memoByKey((key) => prune(routes, key === '' ? [] : key.split('/')));
  return (pathname) => byLeading(leadingSegments(pathname).join('/'));
}
