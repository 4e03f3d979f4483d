/** Query keys of the admin's salons; `salonsRoot` covers cards, types and the star maximum. */
export const salonsRoot = ['admin', 'salons'] as const;
export const salonCardKey = (id: number) => [...salonsRoot, 'card', id] as const;
export const deactivationTypesKey = (locale: string) => [...salonsRoot, 'deactivation-types', locale] as const;
export const starCountKey = [...salonsRoot, 'star-count'] as const;

/** Data URL of the salons table (the shared DataTable fetches it). */
export const SALONS_URL = '/api/admin/salons';
