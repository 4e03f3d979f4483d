export { BlogAdminPage } from './components/BlogAdminPage';
export { BlogEditPage } from './components/BlogEditPage';
