import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import type { AgreementInput } from './types';

/** The agreements table's data URL (the shared DataTable fetches it). */
export const AGREEMENTS_URL = '/api/admin/agreements';
const agreementsRoot = ['admin', 'agreements'] as const;
const agreementKey = (slug: string) => [...agreementsRoot, slug] as const;

/** GET /api/admin/agreements/{slug}: the current texts and every version. */
export function useAdminAgreement(slug: string) {
  return useQuery({
    queryKey: agreementKey(slug),
    queryFn: () => unwrap(api.GET('/api/admin/agreements/{slug}', { params: { path: { slug } } })),
  });
}

/** GET /api/admin/agreements/{slug}/versions/{version}: an old version, read-only. */
export function useAgreementVersion(slug: string, version: number | null) {
  return useQuery({
    queryKey: [...agreementKey(slug), 'version', version],
    queryFn: () => unwrap(api.GET('/api/admin/agreements/{slug}/versions/{version}', { params: { path: { slug, version: version! } } })),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** PUT /api/admin/agreements/{slug}: saves a new version. */
export function useSaveAgreement(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementInput) => unwrap(api.PUT('/api/admin/agreements/{slug}', { params: { path: { slug } }, body })),
    // The form shows the refusal under its fields.
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(agreementKey(slug), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKeyPrefix(AGREEMENTS_URL) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'agreement', saved.id] }),
        // The public popup reads the site's copy.
        queryClient.invalidateQueries({ queryKey: ['site', 'agreements', slug] }),
      ]);
    },
  });
}
