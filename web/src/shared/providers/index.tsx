import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, handleApiError, translateErrorKey } from '@/shared/api';
import { accountQueryKey, clearToken } from '@/shared/auth';
import { currentLocale } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { OverlayHost, showErrorSnack } from '@/shared/ui/overlayHost';
import { cssVariablesResolver, theme } from '@/shared/ui/theme';

// The app's providers, here in shared so that shared tests render under the same providers as the app
// (src/shared imports nothing from src/app). They wire only shared pieces.

/** Central API error handling (spec §8) wired to snacks, the token store and navigation. */
export function createAppQueryClient(goTo: (path: string) => void): QueryClient {
  const queryClient: QueryClient = createQueryClient((error) =>
    handleApiError(error, {
      // Snack code (notifications store, timer) loads only when there is something to show.
      notify: showErrorSnack,
      clearToken: () => {
        clearToken();
        // The session is gone: the shell turns back into a guest's.
        queryClient.setQueryData(accountQueryKey, null);
      },
      goHome: () => goTo(pathFor('home', currentLocale())),
      translate: translateErrorKey,
    }),
  );
  return queryClient;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
