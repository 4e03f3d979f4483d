import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { embeddedSalon } from './embedded';

/** GET /api/site/salon/{slug}; a 404 is the page's not-found state, not a snack. */
export function useSalon(slug: string, enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'salon', locale, slug],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/site/salon/{id}', { params: { path: { id: slug } }, signal })),
    initialData: () => embeddedSalon(slug),
    // A language switch keeps showing the same salon until its translation arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === slug ? previous : undefined),
    enabled: enabled && slug !== '',
    meta: { silent: true },
  });
}
