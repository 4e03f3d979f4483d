// Platform admin: sales (every subscription payment with its salon, filters and totals).
export { SalesPage as AdminSalesPage } from './SalesPage';
