import type { components, paths } from '@/shared/api/schema';

type Schemas = components['schemas'];

/** Query of GET /api/site/salons (`amenities` is a comma-separated list of codes). */
export type SalonsQuery = NonNullable<paths['/api/site/salons']['get']['parameters']['query']>;

/** GET /api/site/departments: departments with their categories. */
export type CatalogueTree = Schemas['CatalogueTree'];
export type CatalogueDepartment = Schemas['DepartmentNode'];

/** GET /api/site/seo?path=: a landing's texts and what it lists. */
export type SeoInfo = Schemas['SeoInfo'];
export type SeoLanding = Schemas['LandingInfo'];

/** GET /api/site/city-services. */
export type CityServices = Schemas['CityServices'];
export type CityDepartment = Schemas['CityDepartment'];

/** GET /api/site/salons: the searched terms by name, and the looser searches of an empty one. */
export type Searched = Schemas['Searched'];
export type RelaxedList = Schemas['RelaxedList'];
