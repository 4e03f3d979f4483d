import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteObjects, candidateRoutesOf, fullPaths, locales, routeTable } from '.';

// The app's tree in shape (root → area layouts → every route in every locale, and '*').
const tree: RouteObject[] = [
  {
    id: 'root',
    children: buildRouteObjects({ screen: () => ({}), layout: () => ({}), notFound: {} }),
  },
];
const candidatesFor = candidateRoutesOf(tree);

/** A concrete URL for a pattern: parameters filled, optional segments once kept and once left out. */
function urlsOf(pattern: string): string[] {
  const fill = (keepOptional: boolean) =>
    pattern
      .split('/')
      .flatMap((segment) => {
        if (segment.endsWith('?')) return keepOptional ? [segment.startsWith(':') ? 'istanbul' : segment.slice(0, -1)] : [];
        if (segment.startsWith(':')) return [segment === ':landing' ? 'istanbul-sac-kesimi' : '142'];
        return [segment];
      })
      .join('/') || '/';
  return [...new Set([fill(true), fill(false)])];
}

const matchedId = (routes: RouteObject[], url: string) => {
  const matches = matchRoutes(routes, url);
  return matches?.map((m) => m.route.id).join(' > ') ?? null;
};

describe('candidateRoutesOf', () => {
  const urls = routeTable.routes.flatMap((route) => locales.flatMap((locale) => fullPaths(route, locale).flatMap(urlsOf)));
  const odd = ['/', '/en', '/ru/', '/nope', '/en/nope', '/isletme', '/ISLETME/abc', '/en/Place/abc/', '/%69sletme/abc', '/a%2Fb/c', '/%E0%A4%A', '/blog/x/y/z'];

  it('matches every path of the table, and odd ones, as the whole tree does', () => {
    expect(urls.length).toBeGreaterThan(200);
    for (const url of [...urls, ...odd]) {
      expect(matchedId(candidatesFor(url), url), url).toBe(matchedId(tree, url));
    }
  });

  it('hands react-router a small part of the tree', () => {
    const count = (routes: RouteObject[]): number => routes.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(candidatesFor('/isletme/abc'))).toBeLessThan(count(tree) / 10);
    expect(count(candidatesFor('/en/place/abc'))).toBeLessThan(count(tree) / 10);
  });
});
