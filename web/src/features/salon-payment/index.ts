// Salon cabinet: the subscription and its payments, invoices (issue #18 items 3–5).
export { SalonPaymentPage } from './SalonPaymentPage';
