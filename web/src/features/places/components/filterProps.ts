import type { PlacesFilters } from '../lib/filters';

/** What every filter control gets: the current filters and a way to change some of them. */
export interface FilterProps {
  filters: PlacesFilters;
  onChange: (patch: Partial<PlacesFilters>) => void;
}
