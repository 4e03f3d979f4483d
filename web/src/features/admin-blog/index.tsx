export { BlogAdminPage } from './components/BlogAdminPage';
export { BlogEditPage } from './components/BlogEditPage';
export { BlogCategoriesPage } from './components/BlogCategoriesPage';
