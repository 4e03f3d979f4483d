import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, handleApiError } from '@/shared/api';
import { clearToken } from '@/shared/auth';
import { currentLocale, i18n } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { OverlayHost } from '@/shared/ui/overlayHost';
import { theme } from '@/shared/ui/theme';

/** Central API error handling (spec §8) wired to snacks, the token store and navigation. */
export function createAppQueryClient(goTo: (path: string) => void): QueryClient {
  return createQueryClient((error) =>
    handleApiError(error, {
      // Snack code (notifications store, timer) loads only when there is something to show.
      notify: (message) => void import('@/shared/ui/snack').then((m) => m.showSnack(message, 'error')),
      clearToken,
      goHome: () => goTo(pathFor('home', currentLocale())),
      translate: (key) => (i18n.exists(`errors:${key}`) ? (i18n.t(`errors:${key}` as never) as string) : null),
    }),
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
