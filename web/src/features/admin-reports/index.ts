// Platform admin: reports (the clients and orders tables with their exports; sales is admin-sales).
export { ReportsPage as AdminReportsPage } from './ReportsPage';
