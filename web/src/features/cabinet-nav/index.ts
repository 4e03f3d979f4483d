// Salon, master and admin cabinets: their navigation frames and the redirects of the bare area paths.
export { AdminAreaRedirect, SalonAreaRedirect, MasterAreaRedirect } from './AreaRedirects';
export { AdminCabinetFrame, adminCabinetLinks } from './AdminCabinetFrame';
export { MasterCabinetFrame, masterCabinetLinks } from './MasterCabinetFrame';
export { SalonCabinetFrame, salonCabinetLinks } from './SalonCabinetFrame';
