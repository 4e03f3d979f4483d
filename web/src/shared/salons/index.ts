export { FavoriteButton } from './FavoriteButton';
export { SalonCard, type SalonCardProps } from './SalonCard';
export { SalonCardSkeleton } from './SalonCardSkeleton';
export { applyFavorite, bookmarksQueryKey, patchFavorite, revertFavorite } from './favoriteCache';
export { useFavorite } from './useFavorite';
export type { FavoriteResult, SalonCardData, SalonList, SelectOption } from './types';
