import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedEmployee } from './embedded';

/** GET /api/site/salon/employee-info/{masterId} (keyed by master id only). */
export function useEmployee(masterId: number) {
  const locale = useLocale();
  const valid = Number.isInteger(masterId) && masterId > 0;
  return useQuery({
    queryKey: ['site', 'employee-info', locale, masterId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/site/salon/employee-info/{id}', { params: { path: { id: String(masterId) } }, signal })),
    initialData: () => (valid ? embeddedEmployee(masterId) : undefined),
    enabled: valid,
    meta: { silent: true },
  });
}
