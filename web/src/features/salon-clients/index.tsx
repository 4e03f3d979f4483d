// Salon clients (CRM, Premium): table, create, edit with records and top categories, info, delete;
// a free salon sees the upgrade screen instead.
export { GatedClientsPage as SalonClientsPage, GatedClientEditPage as SalonClientEditPage, GatedClientInfoPage as SalonClientInfoPage } from './gated';
