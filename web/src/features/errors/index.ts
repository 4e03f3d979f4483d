export { AppErrorBoundary } from './AppErrorBoundary';
export { NotFoundPage } from './NotFoundPage';
export { RouteErrorPage } from './RouteErrorPage';
