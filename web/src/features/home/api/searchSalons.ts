import { getSelectOptions } from './selectOptions';

/** GET /api/site/search-salons?term= → salons (id, slug; district_name = "District, City"). */
export function searchSalons(term: string, signal?: AbortSignal) {
  return getSelectOptions('/api/site/search-salons', term, signal);
}
