import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';

/** Departments with their categories (GET /api/site/departments), for the approve form's category. */
export function useCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin-moderation', 'categories', locale],
    queryFn: () => unwrap(api.GET('/api/site/departments')),
    select: (tree) => tree.departments.map((d) => ({ group: d.name, items: d.categories.map((c) => ({ value: String(c.id), label: c.name })) })),
  });
}
