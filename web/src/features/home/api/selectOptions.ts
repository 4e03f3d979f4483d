import { api, unwrap, type components } from '@/shared/api';

/** Spec §3 select option as the lookup endpoints return it. */
export type SelectOption = components['schemas']['SelectOption'];

type LookupPath = '/api/site/search-services' | '/api/site/search-salons' | '/api/site/search-districts';

// The generated schema lists `term` as a *path* parameter (the Rust LookupQuery lacks
// `#[into_params(parameter_in = Query)]`), so the typed call cannot send it as `?term=`.
// This untyped view of the same client keeps the locale/session headers; switch to
// `api.GET(path, { params: { query: { term } }, signal })` once the schema says query.
type UntypedGet = (
  path: LookupPath,
  init: { params: { query: { term: string } }; signal?: AbortSignal },
) => Promise<{ data?: SelectOption[]; error?: unknown; response: Response }>;

/** GET {path}?term= → SelectOption[]. */
export function getSelectOptions(path: LookupPath, term: string, signal?: AbortSignal): Promise<SelectOption[]> {
  const get = api.GET as unknown as UntypedGet;
  return unwrap(get(path, { params: { query: { term } }, signal }));
}
