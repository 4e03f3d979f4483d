import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { preferencesKey } from './keys';

/** GET /api/common/notification-preferences of the active role; the page shows its own failure text. */
export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/notification-preferences', { signal })),
    meta: { silent: true },
  });
}
