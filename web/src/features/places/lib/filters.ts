import type { SalonsQuery, Searched } from '../api/types';

/** Sort orders of GET /api/site/salons; rating is the default. */
export const SORTS = ['rating', 'price', 'distance', 'newest'] as const;
export type SortBy = (typeof SORTS)[number];

/** Amenity codes a salon may offer (names: places:amenities.<code>). */
export const AMENITIES = [
  'air_conditioning',
  'card_payment',
  'kids_friendly',
  'parking',
  'tea_coffee',
  'wheelchair_access',
  'wifi',
  'women_only',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Salons per page (API default). */
export const PER_PAGE = 12;

/** Everything the places list is filtered, sorted and paged by; it lives in the URL query. */
export interface PlacesFilters {
  department_id: number | null;
  category_id: number | null;
  service_id: number | null;
  /** Name of the picked service, kept so a reloaded or shared link shows it. */
  service_name: string;
  /** `province-{id}`, `district-{id}` or `subdistrict-{id}`. */
  address: string;
  address_name: string;
  /** Kuruş. */
  price_min: number | null;
  price_max: number | null;
  rating_min: number | null;
  amenities: Amenity[];
  /** yyyy-MM-dd. */
  date: string;
  /** HH:mm (only with a date). */
  time: string;
  sort_by: SortBy;
  page: number;
  /** Free text from the home search: a salon name or a service (the server matches both). */
  q: string;
  view: 'list' | 'map';
}

export const defaultFilters: PlacesFilters = {
  department_id: null,
  category_id: null,
  service_id: null,
  service_name: '',
  address: '',
  address_name: '',
  price_min: null,
  price_max: null,
  rating_min: null,
  amenities: [],
  date: '',
  time: '',
  sort_by: 'rating',
  page: 1,
  q: '',
  view: 'list',
};

const positiveInt = (v: string | null): number | null => {
  if (v === null || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};
const nonNegativeInt = (v: string | null): number | null => (v === '0' ? 0 : positiveInt(v));
const matching = (v: string | null, re: RegExp): string => (v !== null && re.test(v) ? v : '');

const ADDRESS_RE = /^(province|district|subdistrict)-\d+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reads the filters from a URL query; anything malformed counts as not set. */
export function parseFilters(search: URLSearchParams | string): PlacesFilters {
  const sp = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (k: string) => sp.get(k);
  const rating = positiveInt(get('rating_min'));
  const sort = get('sort_by');
  const date = matching(get('date'), DATE_RE);
  const amenities = (get('amenities') ?? '')
    .split(',')
    .filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a));
  const serviceId = positiveInt(get('service_id'));
  const address = matching(get('address'), ADDRESS_RE);
  return {
    department_id: positiveInt(get('department_id')),
    category_id: positiveInt(get('category_id')),
    service_id: serviceId,
    service_name: serviceId ? (get('service_name') ?? '').trim() : '',
    address,
    address_name: address ? (get('address_name') ?? '').trim() : '',
    price_min: nonNegativeInt(get('price_min')),
    price_max: nonNegativeInt(get('price_max')),
    rating_min: rating !== null && rating <= 5 ? rating : null,
    amenities: [...new Set(amenities)],
    date,
    time: date ? matching(get('time'), TIME_RE) : '',
    sort_by: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortBy) : 'rating',
    page: positiveInt(get('page')) ?? 1,
    q: (get('q') ?? '').trim(),
    view: get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL query for the filters: only what differs from the defaults, in a stable order. */
export function filtersToSearch(filters: PlacesFilters): string {
  const sp = new URLSearchParams();
  for (const key of Object.keys(defaultFilters) as (keyof PlacesFilters)[]) {
    const value = filters[key];
    const fallback = defaultFilters[key];
    if (Array.isArray(value)) {
      if (value.length) sp.set(key, value.join(','));
    } else if (value !== null && value !== '' && value !== fallback) {
      sp.set(key, String(value));
    }
  }
  return sp.toString();
}

/** Keys that only page through the same result. */
const PAGING_KEYS: (keyof PlacesFilters)[] = ['page', 'view'];

/**
 * The filters after a change: a new filter or sort starts at page 1, another department drops the
 * category, dropping the date drops the time, a picked id drops its stale name.
 */
export function changeFilters(current: PlacesFilters, patch: Partial<PlacesFilters>): PlacesFilters {
  const next = { ...current, ...patch };
  const keys = Object.keys(patch) as (keyof PlacesFilters)[];
  if (keys.some((k) => !PAGING_KEYS.includes(k)) && !('page' in patch)) next.page = 1;
  if ('department_id' in patch && patch.department_id !== current.department_id && !('category_id' in patch)) {
    next.category_id = null;
  }
  if (!next.date) next.time = '';
  if (!next.service_id) next.service_name = '';
  if (!next.address) next.address_name = '';
  return next;
}

/** How many filters are set (the mobile "Filters" button shows it). */
export function activeFilterCount(f: PlacesFilters): number {
  return [
    f.department_id,
    f.category_id,
    f.service_id,
    f.address || null,
    f.price_min ?? f.price_max,
    f.rating_min,
    f.amenities.length ? 1 : null,
    f.date || null,
    f.q || null,
  ].filter((v) => v !== null && v !== undefined).length;
}

export interface Position {
  lat: number;
  lng: number;
}

/** Query of GET /api/site/salons for the filters (distance needs the visitor's position). */
export function toApiQuery(f: PlacesFilters, position: Position | null = null): SalonsQuery {
  const byDistance = f.sort_by === 'distance' && position !== null;
  return compact<SalonsQuery>({
    department_id: f.department_id,
    category_id: f.category_id,
    service_id: f.service_id,
    address: f.address,
    price_min: f.price_min,
    price_max: f.price_max,
    rating_min: f.rating_min,
    amenities: f.amenities.join(','),
    date: f.date,
    time: f.date ? f.time : '',
    q: f.q,
    sort_by: f.sort_by === 'distance' && !byDistance ? 'rating' : f.sort_by,
    lat: byDistance ? position.lat : null,
    lng: byDistance ? position.lng : null,
    page: f.page,
    per_page: PER_PAGE,
  });
}

type Loose<T> = { [K in keyof T]?: T[K] | null | '' };

/** The query without its empty values (no `?amenities=&lat=` in the URL, and a stable query key). */
export function compact<T extends object>(query: Loose<T>): T {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v != null)) as T;
}

/** "Kadıköy, İstanbul": the list's name of `address`, empty when it named another place. */
export function placeLabel(searched: Searched | undefined, address: string): string {
  const place = searched?.place;
  return place && place.address === address ? [place.name, place.within].filter(Boolean).join(', ') : '';
}

/**
 * The filters with the names the list gave for their ids where the URL has none (a link from the
 * home search carries `service_id` and `address` only), so the lookups show "Kadıköy, İstanbul"
 * and not "Selected area". Names of other ids (an answer still loading) are not used.
 */
export function withSearchedNames(filters: PlacesFilters, searched: Searched | undefined): PlacesFilters {
  if (!searched) return filters;
  const service = searched.service?.id === filters.service_id ? searched.service.name : '';
  return {
    ...filters,
    service_name: filters.service_name || service,
    address_name: filters.address_name || placeLabel(searched, filters.address),
  };
}
