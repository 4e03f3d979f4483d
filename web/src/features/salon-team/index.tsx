// Salon masters (employees): list with the plan limit, create, edit with schedule days and
// breaks, services, portfolio cases, delete with the planned-visits warning.
export { MastersPage as SalonMastersPage } from './MastersPage';
export { MasterEditPage as SalonMasterEditPage } from './MasterEditPage';
