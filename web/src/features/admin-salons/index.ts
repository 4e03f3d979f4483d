// Platform admin: salons (list with tabs, card, activate/deactivate, stars, admins, impersonation).
export { SalonsPage as AdminSalonsPage } from './SalonsPage';
