import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { catalogueKey } from './keys';

/** GET /api/salon/services/grouped-by-departments: the catalogue with this salon's bindings and masters. */
export function useCatalogue() {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogueKey(locale),
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/services/grouped-by-departments', { signal })),
  });
}
