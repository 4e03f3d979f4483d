import type { components } from '@/shared/api';

type S = components['schemas'];

export type SalonInfo = S['SalonInfo'];
export type SalonInfoUpdate = S['SalonInfoUpdate'];
export type SalonSocial = S['SalonSocial'];
export type GalleryPhoto = S['GalleryPhoto'];
export type SalonSettings = S['SalonSettings'];
export type SalonSettingsUpdate = S['SalonSettingsUpdate'];
export type WorkingDay = S['WorkingDay'];
export type CategoryOption = S['CategoryOption'];
export type SalonCatalogue = S['SalonCatalogue'];
export type CatalogueDepartment = S['CatalogueDepartment'];
export type CatalogueCategory = S['CatalogueCategory'];
export type CatalogueService = S['CatalogueService'];
export type CatalogueHit = S['CatalogueHit'];
export type ServiceBinding = S['ServiceBinding'];
export type ServiceBindingInput = S['ServiceBindingInput'];
export type BindingOption = S['BindingOption'];
export type BindingOptionInput = S['BindingOptionInput'];
export type MasterChoice = S['MasterChoice'];
export type BindingRemoved = S['BindingRemoved'];
export type ServiceRequest = S['ServiceRequest'];
export type ServiceRequestInput = S['ServiceRequestInput'];
export type ServiceRequestsPage = S['ServiceRequestsPage'];
export type UploadedFile = S['UploadedFile'];
