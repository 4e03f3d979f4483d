import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/errors';
import { buildRouteObjects, type Area, type RouteDef } from '@/shared/routes';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { cabinetScreen, missingScreen, screens } from './screens';

function screenFor(route: RouteDef) {
  const { Component, keepScroll } = screens[route.name] ?? (route.area === 'public' ? missingScreen : cabinetScreen(route.name));
  return { element: <Component />, keepScroll };
}

const lazyLayout = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(() => load().then((m) => ({ default: pick(m) })));

const CabinetLayout = lazyLayout(() => import('./layouts/CabinetLayout'), (m) => m.CabinetLayout);
const cabinetLayouts: Partial<Record<Area, ComponentType>> = {
  client: lazyLayout(() => import('./layouts/ClientCabinetLayout'), (m) => m.ClientCabinetLayout),
  salon: lazyLayout(() => import('./layouts/SalonCabinetLayout'), (m) => m.SalonCabinetLayout),
  master: lazyLayout(() => import('./layouts/MasterCabinetLayout'), (m) => m.MasterCabinetLayout),
  admin: lazyLayout(() => import('./layouts/AdminCabinetLayout'), (m) => m.AdminCabinetLayout),
};

function layoutFor(area: Area) {
  const Layout = area === 'public' ? PublicLayout : (cabinetLayouts[area] ?? CabinetLayout);
  return { element: <Layout /> };
}

/** The whole route tree: root → one layout per area → every table route in tr/en/ru (+ aliases) and '*'. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: buildRouteObjects({
      screen: screenFor,
      layout: layoutFor,
      notFound: { element: <NotFoundPage /> },
    }),
  },
];
