import { useLocation } from 'react-router';
import { embeddedFor, readInitialData } from '@/shared/api/initialData';
import type { SalonList } from '@/shared/salons';
import { isSalonList } from '../api/embedded';
import { useSalonList } from '../api/useSalonList';
import { filtersToSearch, parseFilters, toApiQuery, type PlacesFilters } from './filters';
import { useGeoPosition } from './useGeoPosition';

/**
 * The salons for the filters. Sorting by distance waits for the browser's position (and falls back
 * to rating when it is refused). The page the server rendered embeds its first answer, used while
 * the URL still asks for the same filters (`urlFilters`: as the URL says, before the path's slug).
 */
export function usePlacesListing(filters: PlacesFilters, urlFilters: PlacesFilters, waiting: boolean) {
  const { pathname } = useLocation();
  const byDistance = filters.sort_by === 'distance';
  const geo = useGeoPosition(byDistance);
  const locating = byDistance && (geo.status === 'idle' || geo.status === 'pending');
  const query = waiting || locating ? null : toApiQuery(filters, geo.position);
  const initial = servedFilters(urlFilters) ? embeddedFor('salons', pathname, isSalonList) : undefined;
  const list = useSalonList(query, initial as SalonList | undefined);
  return { list, locating, geoDenied: byDistance && geo.status === 'denied' };
}

/** The embedded list answers these filters (`salons_query`: the served URL's query; distance needs a position). */
function servedFilters(filters: PlacesFilters): boolean {
  const served = readInitialData()?.salons_query;
  if (typeof served !== 'string' || filters.sort_by === 'distance') return false;
  const same = (f: PlacesFilters) => filtersToSearch({ ...f, view: 'list' });
  return same(parseFilters(served)) === same(filters);
}
