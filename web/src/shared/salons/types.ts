import type { components } from '@/shared/api/schema';

/** A salon in lists, on the map, in bookmarks and among nearby salons. */
export type SalonCardData = components['schemas']['SalonCard'];

/** One page of GET /api/site/salons. */
export type SalonList = components['schemas']['SalonList'];

/** A lookup answer (search-services, search-salons, search-districts). */
export type SelectOption = components['schemas']['SelectOption'];

/** Body and answer of POST /api/common/update-salon-favorite. */
export type FavoriteResult = components['schemas']['SalonFavorite'];
