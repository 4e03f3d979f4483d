import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { UNSAFE_createMemoryHistory, useLocation, type Location } from 'react-router';
import { AppRouter } from '@/app/AppRouter';
import { AppRoutes } from '@/app/AppRoutes';
import { libsQueryKey, type SiteLibs } from '@/shared/api';
import { setLocale } from '@/shared/i18n';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { localeOfPath } from '@/shared/routes';

export const mockLibs: SiteLibs = {
  header_departments: [
    { id: 1, slug: 'kuafor', name: 'Kuaför', icon: '/api/site/departments/1/icon.svg' },
    { id: 2, slug: 'tirnak', name: 'Tırnak', icon: '/api/site/departments/2/icon.svg' },
    { id: 3, slug: 'cilt-bakimi', name: 'Cilt bakımı', icon: '/api/site/departments/3/icon.svg' },
  ],
  captcha: { provider: 'dev', site_key: '' },
  map: { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
  site: {
    name: 'Randevu',
    support_email: 'destek@randevu.app',
    support_phone: '+90 212 000 00 00',
    app_store_url: 'https://apps.apple.com/app/randevu',
    google_play_url: 'https://play.google.com/store/apps/details?id=app.randevu',
    social: {
      instagram: 'https://instagram.com/randevu',
      facebook: 'https://facebook.com/randevu',
      x: 'https://x.com/randevu',
      youtube: 'https://youtube.com/@randevu',
    },
  },
};

/** What tests read and drive: the rendered location, and navigation (awaiting its render). */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** Renders the real route tree at `url` with libs already in the query cache. */
export function renderApp(url: string, libs: SiteLibs = mockLibs) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const locale = localeOfPath(history.location.pathname);
  // As main.tsx does before the first render; with the tests' bundled resources this is synchronous.
  void setLocale(locale);
  const router: TestRouter = {
    state: { location: history.location },
    navigate: (to) => act(async () => (typeof to === 'number' ? history.go(to) : history.push(to))),
  };
  function LocationProbe() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  const queryClient = createAppQueryClient((path) => history.push(path));
  queryClient.setQueryData(libsQueryKey(locale), libs);
  const utils = render(
    <AppRouter history={history}>
      <LocationProbe />
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </AppRouter>,
  );
  return { ...utils, router, queryClient };
}
