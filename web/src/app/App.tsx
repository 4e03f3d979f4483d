import { useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppErrorBoundary } from '@/features/errors';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './AppRoutes';

export function App() {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [queryClient] = useState(() => createAppQueryClient((path) => history.push(path)));
  return (
    <AppErrorBoundary>
      <AppRouter history={history}>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </AppRouter>
    </AppErrorBoundary>
  );
}
