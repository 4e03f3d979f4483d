export { InfoPagesAdminPage } from './components/InfoPagesAdminPage';
export { InfoPageEditPage } from './components/InfoPageEditPage';
export { NewsletterAdminPage } from './components/NewsletterAdminPage';
