import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** Created after i18n is ready: creating the router starts its loaders. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
