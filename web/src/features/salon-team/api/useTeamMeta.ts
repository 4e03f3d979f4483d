import { useTableData } from '@/shared/ui/DataTable';
import { EMPLOYEES_URL, type EmployeeRow, type TeamMeta } from './types';

/** The plan limit and salon hours from the masters table's first page (shared with the table's cache). */
export function useTeamMeta() {
  const page = useTableData<EmployeeRow>({ dataUrl: EMPLOYEES_URL }, { offset: 0, limit: 8, sortDirection: 0, filters: {} });
  return { ...page, meta: page.data?.meta as TeamMeta | undefined };
}
