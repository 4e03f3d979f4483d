import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/hooks/useLocale';
import type { Locale } from '@/shared/routes';
import { api, unwrap } from './client';
import { readInitialData } from './initialData';
import type { components } from './schema';

export type SiteLibs = components['schemas']['Libs'];
export type HeaderDepartment = components['schemas']['HeaderDepartment'];
export type SiteInfo = components['schemas']['SiteInfo'];

export const libsQueryKey = (locale: Locale) => ['site', 'libs', locale] as const;

function embeddedLibs(locale: Locale): SiteLibs | undefined {
  const data = readInitialData();
  // The embedded libs are in the language the page was served in.
  if (!data || locale !== data.locale) return undefined;
  const libs = data.libs as SiteLibs | undefined;
  return libs && Array.isArray(libs.header_departments) ? libs : undefined;
}

/** Header departments and site contacts; embedded data first, else GET /api/site/libs. */
export function useLibs() {
  const locale = useLocale();
  return useQuery({
    queryKey: libsQueryKey(locale),
    queryFn: () => unwrap(api.GET('/api/site/libs', { headers: { 'Accept-Language': locale } })),
    initialData: () => embeddedLibs(locale),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
