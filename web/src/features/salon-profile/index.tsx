// Salon cabinet: services bound from the catalogue, the salon's profile and gallery, its settings.
export { SettingsPage as SalonSettingsPage } from './SettingsPage';
export { SalonInfoPage } from './SalonInfoPage';
export { ServicesPage as SalonServicesPage } from './ServicesPage';
