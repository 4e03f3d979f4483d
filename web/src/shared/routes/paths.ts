import { generatePath, matchRoutes, type Params } from 'react-router';
import { candidateRoutesOf } from './candidates';
import { memoByKey } from '@/shared/lib/memoByKey';
import {
  defaultLocale,
  fullPaths,
  getRoute,
  isLocale,
  localePrefix,
  locales,
  routeTable,
  withPrefix,
  type Locale,
  type RouteDef,
} from './table';

export type RouteParams = Record<string, string | number | null | undefined>;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Builds a query string ('' or '?a=1&b=2'), skipping empty values. */
export function toQueryString(query?: QueryParams): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    sp.append(key, String(value));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/** URL of a named route in a locale: pathFor('salon', 'en', {slug: 'abc'}) → '/en/place/abc'. */
export function pathFor(name: string, locale: Locale, params: RouteParams = {}, query?: QueryParams): string {
  const route = getRoute(name);
  const clean: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(params)) clean[k] = v === undefined || v === null ? null : String(v);
  const path = generatePath(withPrefix(locale, route.paths[locale]), clean as never);
  return (path === '' ? '/' : path) + toQueryString(query);
}

/** Locale from the URL prefix: '/en/...' → en, '/ru' → ru, anything else → tr. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first) && first !== defaultLocale) return first;
  return defaultLocale;
}

/** Removes the locale prefix: '/en/about' → '/about', '/en' → '/'. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeOfPath(pathname);
  const prefix = localePrefix(locale);
  const rest = prefix ? pathname.slice(prefix.length) : pathname;
  return rest === '' ? '/' : rest;
}

interface FlatRoute {
  id: string;
  path: string;
  route: RouteDef;
  locale: Locale;
}

const flatRoutes: FlatRoute[] = routeTable.routes.flatMap((route) =>
  locales.flatMap((locale) =>
    fullPaths(route, locale).map((path, i) => ({ id: `${locale}:${route.name}:${i}`, path, route, locale })),
  ),
);
const flatById = new Map(flatRoutes.map((f) => [f.id, f]));

export interface RouteMatch {
  name: string;
  route: RouteDef;
  locale: Locale;
  params: Params;
}

/**
 * The route a pathname belongs to, ranked like react-router does (static segments beat params).
 * A landing match ('/:landing') only counts when its pattern holds (city-service needs a hyphen).
 * The table never changes: a path matched once (the header's language links ask three times per
 * render, and the server renders page after page) is not ranked against every route again.
 */
export const matchRoutePath: (pathname: string) => RouteMatch | null = memoByKey(matchUncached);

const flatRouteObjects = flatRoutes.map((f) => ({ id: f.id, path: f.path }));
const flatCandidates = candidateRoutesOf(flatRouteObjects);

function matchUncached(pathname: string): RouteMatch | null {
  const locale = localeOfPath(pathname);
  const candidates = flatCandidates(pathname).filter((f) => flatById.get(f.id)?.locale === locale);
  const matches = matchRoutes(candidates, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const flat = flatById.get(last.route.id ?? '');
  if (!flat) return null;
  if (!patternHolds(flat.route, last.params)) return null;
  return { name: flat.route.name, route: flat.route, locale: flat.locale, params: last.params };
}

/** Extra checks a route's `pattern` asks for. */
export function patternHolds(route: RouteDef, params: Params): boolean {
  if (route.pattern === 'city-service') return isCityServiceSlug(params.landing);
  return true;
}

/** '/{city}-{service}': a hyphen with text on both sides. */
export function isCityServiceSlug(value: string | undefined): boolean {
  return !!value && /^[^-]+(-[^-]+)+$/.test(value);
}

function splitUrl(url: string): { pathname: string; rest: string } {
  const i = url.search(/[?#]/);
  return i === -1 ? { pathname: url, rest: '' } : { pathname: url.slice(0, i), rest: url.slice(i) };
}

/**
 * The same screen in another locale: '/hakkimizda?x=1' → ('en') '/en/about?x=1'.
 * Unknown paths keep their tail under the new prefix.
 */
export function switchLocalePath(url: string, target: Locale): string {
  const { pathname, rest } = splitUrl(url);
  const match = matchRoutePath(pathname);
  if (match) return pathFor(match.name, target, match.params as RouteParams) + rest;
  return withPrefix(target, stripLocalePrefix(pathname)) + rest;
}
