// Salon and master cabinets: their navigation frames and the redirects of the bare area paths.
export { SalonAreaRedirect, MasterAreaRedirect } from './AreaRedirects';
export { MasterCabinetFrame, masterCabinetLinks } from './MasterCabinetFrame';
export { SalonCabinetFrame, salonCabinetLinks } from './SalonCabinetFrame';
