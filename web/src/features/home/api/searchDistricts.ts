import { getSelectOptions } from './selectOptions';

/**
 * GET /api/site/search-districts?term= → provinces, districts and neighbourhoods
 * (ids province-N, district-N, subdistrict-N); a digits-only term matches postal codes.
 */
export function searchDistricts(term: string, signal?: AbortSignal) {
  return getSelectOptions('/api/site/search-districts', term, signal);
}
