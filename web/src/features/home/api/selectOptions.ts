import { api, unwrap, type components } from '@/shared/api';

/** Spec §3 select option as the lookup endpoints return it. */
export type SelectOption = components['schemas']['SelectOption'];

type LookupPath = '/api/site/search-services' | '/api/site/search-salons' | '/api/site/search-districts';

/** GET {path}?term= → SelectOption[]. */
export function getSelectOptions(path: LookupPath, term: string, signal?: AbortSignal): Promise<SelectOption[]> {
  return unwrap(api.GET(path, { params: { query: { term } }, signal }));
}
