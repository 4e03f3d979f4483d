import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedEmployee } from './embedded';
import { getJson } from './request';
import type { EmployeeInfo } from './types';

/** GET /api/site/salon/employee-info/{masterId} (keyed by master id only). */
export function useEmployee(masterId: number) {
  const locale = useLocale();
  const valid = Number.isInteger(masterId) && masterId > 0;
  return useQuery({
    queryKey: ['site', 'employee-info', locale, masterId],
    queryFn: () => getJson<EmployeeInfo>(`/api/site/salon/employee-info/${masterId}`),
    initialData: () => (valid ? embeddedEmployee(masterId) : undefined),
    enabled: valid,
    meta: { silent: true },
  });
}
