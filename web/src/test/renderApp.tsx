import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { libsQueryKey, type SiteLibs } from '@/shared/api';
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

/** Renders the real route tree at `url` with libs already in the query cache. */
export function renderApp(url: string, libs: SiteLibs = mockLibs) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const queryClient = createAppQueryClient((path) => void router.navigate(path));
  queryClient.setQueryData(libsQueryKey(localeOfPath(new URL(url, 'http://x').pathname)), libs);
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
