import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '@/features/errors';
import { i18n, setLocale, type Namespace } from '@/shared/i18n';
import { buildRouteObjects, localeOfPath, type Area, type Locale, type RouteDef } from '@/shared/routes';
import { PageFallback } from './layouts/PageFallback';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { cabinetPlaceholder, publicPlaceholder, screens, type ScreenDef } from './screens';

/** The URL decides the locale; switching it happens before the next screen renders. */
async function localeLoader({ request }: LoaderFunctionArgs) {
  await setLocale(localeOfPath(new URL(request.url).pathname));
  return null;
}

function nsLoader(ns: Namespace[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    const locale: Locale = localeOfPath(new URL(request.url).pathname);
    await i18n.loadNamespaces(ns);
    await i18n.loadLanguages(locale);
    return null;
  };
}

function toRouteFields(def: ScreenDef) {
  const { ns, keepScroll, Component, lazy } = def;
  return {
    ...(Component ? { Component } : {}),
    ...(lazy ? { lazy } : {}),
    ...(ns ? { loader: nsLoader(ns) } : {}),
    keepScroll,
    errorElement: <RouteErrorPage />,
  };
}

function screenFor(route: RouteDef) {
  const def = screens[route.name] ?? (route.area === 'public' ? publicPlaceholder : cabinetPlaceholder);
  return toRouteFields(def);
}

const lazyCabinetLayout = () => import('./layouts/CabinetLayout').then((m) => ({ Component: m.CabinetLayout }));
const lazyClientLayout = () => import('./layouts/ClientCabinetLayout').then((m) => ({ Component: m.ClientCabinetLayout }));
const lazySalonLayout = () => import('./layouts/SalonCabinetLayout').then((m) => ({ Component: m.SalonCabinetLayout }));
const lazyMasterLayout = () => import('./layouts/MasterCabinetLayout').then((m) => ({ Component: m.MasterCabinetLayout }));

const cabinetLayouts: Partial<Record<Area, typeof lazyCabinetLayout>> = {
  client: lazyClientLayout,
  salon: lazySalonLayout,
  master: lazyMasterLayout,
};

function layoutFor(area: Area) {
  if (area === 'public') return { Component: PublicLayout };
  return { lazy: cabinetLayouts[area] ?? lazyCabinetLayout };
}

/** The whole route tree: root → one layout per area → every table route in tr/en/ru (+ aliases) and '*'. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageFallback,
    errorElement: <RouteErrorPage />,
    loader: localeLoader,
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
      localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname),
    children: buildRouteObjects({
      screen: screenFor,
      layout: layoutFor,
      notFound: { Component: NotFoundPage, errorElement: <RouteErrorPage /> },
    }),
  },
];
