import { getJson, type SelectOption } from '@/shared/salons';

/** GET /api/site/search-services?term= (district_name carries the category). */
export const searchServices = (term: string, signal?: AbortSignal) =>
  getJson<SelectOption[]>('/api/site/search-services', { term }, signal);

/** GET /api/site/search-districts?term= (provinces, districts, neighbourhoods; digits match ZIP codes). */
export const searchDistricts = (term: string, signal?: AbortSignal) =>
  getJson<SelectOption[]>('/api/site/search-districts', { term }, signal);
