export { ClientCabinetFrame, clientCabinetRoutes } from './components/ClientCabinetFrame';
export { DashboardRedirect } from './DashboardRedirect';
export { MasterPersonalPage } from './MasterPersonalPage';
export { PersonalPage } from './PersonalPage';
