import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/features/errors';
import { AppProviders, createAppQueryClient } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(() => createAppQueryClient((path) => void router.navigate(path)));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
