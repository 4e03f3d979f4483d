import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { api, unwrap } from '@/shared/api';

/** GET /api/site/departments: departments with their categories, for the filters. */
export function useDepartments() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'departments', locale],
    queryFn: () => unwrap(api.GET('/api/site/departments')),
    select: (data) => data.departments,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
