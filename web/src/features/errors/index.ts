export { AppErrorBoundary } from './AppErrorBoundary';
export { NotFoundPage } from './NotFoundPage';
export { RouteErrorBoundary } from './RouteErrorBoundary';
