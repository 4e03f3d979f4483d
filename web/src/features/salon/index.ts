// Screens of the salon feature (issue #4): the salon page and a master's page.
export { MasterPage } from './MasterPage';
export { SalonPage } from './SalonPage';
