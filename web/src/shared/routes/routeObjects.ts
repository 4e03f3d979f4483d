import type { RouteObject } from 'react-router';
import { fullPaths, locales, routeTable, type Area, type Locale, type RouteDef } from './table';

/** What each route built from the table carries as `handle` (read by the app above the route tree). */
export interface RouteHandle {
  name: string;
  locale: Locale;
  area: Area;
  /** Navigation keeps the scroll position instead of jumping to the top. */
  keepScroll?: boolean;
}

type RouteFields = Omit<RouteObject, 'path' | 'children' | 'index' | 'id' | 'handle'> & {
  keepScroll?: boolean;
};

export interface RouteObjectOptions {
  /** The element for a screen, chosen by the app from its name. */
  screen: (route: RouteDef, locale: Locale) => RouteFields;
  /** Layout element wrapping all screens of an area. */
  layout: (area: Area) => Omit<RouteObject, 'path' | 'children' | 'index' | 'id'>;
  /** Route for any unmatched path, placed in the public layout. */
  notFound: RouteFields;
}

const areas: Area[] = ['public', 'client', 'master', 'salon', 'admin'];

/** react-router route objects for every route × locale × alias, grouped under one layout route per area. */
export function buildRouteObjects(options: RouteObjectOptions): RouteObject[] {
  return areas.map((area) => {
    const children: RouteObject[] = [];
    for (const route of routeTable.routes.filter((r) => r.area === area)) {
      for (const locale of locales) {
        const { keepScroll, ...fields } = options.screen(route, locale);
        fullPaths(route, locale).forEach((path, i) => {
          const handle: RouteHandle = { name: route.name, locale, area, keepScroll };
          children.push({ ...fields, id: `${locale}:${route.name}:${i}`, path, handle } as RouteObject);
        });
      }
    }
    if (area === 'public') {
      const { keepScroll, ...fields } = options.notFound;
      const handle: RouteHandle = { name: 'not-found', locale: 'tr', area, keepScroll };
      children.push({ ...fields, id: 'not-found:*', path: '*', handle } as RouteObject);
    }
    return { ...options.layout(area), id: `layout:${area}`, children } as RouteObject;
  });
}
