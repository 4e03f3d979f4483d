import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';
import { changeFilters, defaultFilters, filtersToSearch, parseFilters, type PlacesFilters } from './filters';

export type UpdateFilters = (patch: Partial<PlacesFilters>, options?: { replace?: boolean }) => void;

/**
 * The places filters, read from and written to the URL query (links and the back button work).
 * Choosing a department drops the department slug from the path.
 */
export function usePlacesFilters() {
  const [params] = useSearchParams();
  const { slug } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback<UpdateFilters>(
    (patch, options) => {
      const next = changeFilters(filters, patch);
      const keepSlug = !('department_id' in patch);
      navigate(
        { pathname: pathFor('places', locale, { slug: keepSlug ? slug : null }), search: filtersToSearch(next) },
        { replace: options?.replace, preventScrollReset: true },
      );
    },
    [filters, locale, navigate, slug],
  );

  /** Every filter off; sort order and view stay. */
  const reset = useCallback(
    () => update({ ...defaultFilters, sort_by: filters.sort_by, view: filters.view, department_id: null }),
    [filters.sort_by, filters.view, update],
  );

  return { filters, slug: slug ?? null, update, reset };
}
