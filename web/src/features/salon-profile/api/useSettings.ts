import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { settingsKey } from './keys';

/** GET /api/salon/settings (category names in the page's language). */
export function useSettings() {
  const locale = useLocale();
  return useQuery({ queryKey: settingsKey(locale), queryFn: ({ signal }) => unwrap(api.GET('/api/salon/settings', { signal })) });
}
