import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { deskRoot } from './keys';

/** GET /api/salon/checklist: what the salon still lacks before going live. */
export function useChecklist() {
  return useQuery({
    queryKey: [...deskRoot, 'checklist'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/checklist', { signal })),
    staleTime: 30_000,
    meta: { silent: true },
  });
}
