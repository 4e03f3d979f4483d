import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];

/** GET /api/site/departments: departments with their categories. */
export type CatalogueTree = Schemas['CatalogueTree'];
export type CatalogueDepartment = Schemas['DepartmentNode'];

/** GET /api/site/seo?path=: a landing's texts and what it lists. */
export type SeoInfo = Schemas['SeoInfo'];
export type SeoLanding = Schemas['LandingInfo'];

/** GET /api/site/city-services. */
export type CityServices = Schemas['CityServices'];
export type CityDepartment = Schemas['CityDepartment'];
