import { api, unwrap } from '@/shared/api';

/** GET /api/site/search-services?term= (district_name carries the category). */
export const searchServices = (term: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/site/search-services', { params: { query: { term } }, signal }));

/** GET /api/site/search-districts?term= (provinces, districts, neighbourhoods; digits match ZIP codes). */
export const searchDistricts = (term: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/site/search-districts', { params: { query: { term } }, signal }));
