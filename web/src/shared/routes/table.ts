import table from './routes.json';

/** The three site locales; Turkish is the default and has no URL prefix. */
export type Locale = 'tr' | 'en' | 'ru';
/** Layout area of a route: decides header/footer variant and which guard applies. */
export type Area = 'public' | 'client' | 'master' | 'salon' | 'admin';

export interface RouteDef {
  name: string;
  area: Area;
  paths: Record<Locale, string>;
  aliases?: Partial<Record<Locale, string[]>>;
  pattern?: string;
}

interface RouteTable {
  locales: Locale[];
  defaultLocale: Locale;
  routes: RouteDef[];
}

/** The one route table, shared with the server (sitemap, SEO head). */
export const routeTable = table as RouteTable;
export const locales: readonly Locale[] = routeTable.locales;
export const defaultLocale: Locale = routeTable.defaultLocale;

const byName = new Map(routeTable.routes.map((r) => [r.name, r]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function getRoute(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function hasRoute(name: string): boolean {
  return byName.has(name);
}

/** Route name → layout area. */
export function areaOf(name: string): Area {
  return getRoute(name).area;
}

export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Joins the locale prefix and a table path: ('en', '/') → '/en', ('tr', '/') → '/'. */
export function withPrefix(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/** Every full path (with prefix) a route answers to in one locale: canonical first, then aliases. */
export function fullPaths(route: RouteDef, locale: Locale): string[] {
  const paths = [route.paths[locale], ...(route.aliases?.[locale] ?? [])];
  return paths.map((p) => withPrefix(locale, p));
}
