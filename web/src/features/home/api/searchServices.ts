import { getSelectOptions } from './selectOptions';

/** GET /api/site/search-services?term= → services (id = service id; district_name = category). */
export function searchServices(term: string, signal?: AbortSignal) {
  return getSelectOptions('/api/site/search-services', term, signal);
}
