import { api, unwrap } from '@/shared/api';
import type { LookupOption } from '@/shared/ui/Lookup';

/** Categories for a lookup: GET /api/salon/search-categories?term (department on the second line). */
export async function searchCategories(term: string, signal: AbortSignal): Promise<LookupOption[]> {
  const hits = await unwrap(api.GET('/api/salon/search-categories', { params: { query: { term } }, signal }));
  return hits.map((c) => ({ id: String(c.id), text: c.name, district_name: c.department }));
}

/**
 * Districts and neighbourhoods for the address: GET /api/site/search-districts?term. Provinces
 * are left out: a salon is placed in a district at least.
 */
export async function searchPlaces(term: string, signal: AbortSignal): Promise<LookupOption[]> {
  const hits = await unwrap(api.GET('/api/site/search-districts', { params: { query: { term } }, signal }));
  return hits.filter((h) => h.type === 'district' || h.type === 'subdistrict');
}

/** Catalogue services by name for the services screen: GET /api/salon/services/search?term. */
export async function searchCatalogue(term: string, signal: AbortSignal): Promise<LookupOption[]> {
  const hits = await unwrap(api.GET('/api/salon/services/search', { params: { query: { term } }, signal }));
  return hits.map((h) => ({ id: String(h.id), text: h.name, district_name: `${h.department} · ${h.category}`, type: h.binding_id ? 'bound' : h.moderation_state }));
}
