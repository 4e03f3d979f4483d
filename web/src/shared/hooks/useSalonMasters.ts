import { useQuery } from '@tanstack/react-query';
import { applyAuthHeaders } from '@/shared/api';

interface MasterRow {
  id: number;
  full_name: string;
}

/** The salon's masters for the reports' and the analytics' master filters (the employees table, first 100 rows). */
export function useSalonMasters() {
  return useQuery({
    queryKey: ['salon-report-masters'],
    queryFn: async (): Promise<MasterRow[]> => {
      const q = encodeURIComponent(JSON.stringify({ offset: 0, limit: 100 }));
      const response = await fetch(`/api/salon/employees?q=${q}`, { headers: applyAuthHeaders(new Headers()) });
      if (!response.ok) return [];
      const body = (await response.json()) as { rows: MasterRow[] };
      return body.rows;
    },
  });
}
