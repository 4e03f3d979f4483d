// Salon clients (CRM): table, create, edit with records and top categories, info, delete.
export { ClientsPage as SalonClientsPage } from './ClientsPage';
export { ClientEditPage as SalonClientEditPage } from './ClientEditPage';
export { ClientInfoPage as SalonClientInfoPage } from './ClientInfoPage';
