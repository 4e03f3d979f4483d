import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { tableKeyPrefix } from '@/shared/ui/DataTable';
import { deactivationTypesKey, salonCardKey, salonsRoot, SALONS_URL, starCountKey } from './keys';
import type { SalonCard } from './types';

/** GET /api/admin/salons/{id}: the salon's card. */
export function useSalonCard(id: number | null) {
  return useQuery({
    queryKey: salonCardKey(id ?? 0),
    queryFn: () => unwrap(api.GET('/api/admin/salons/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}

/** GET /api/admin/salons/deactivation-types, labelled in the reader's language. */
export function useDeactivationTypes() {
  const locale = useLocale();
  return useQuery({
    queryKey: deactivationTypesKey(locale),
    queryFn: () => unwrap(api.GET('/api/admin/salons/deactivation-types')),
    staleTime: Infinity,
  });
}

export function useStarCount() {
  return useQuery({ queryKey: starCountKey, queryFn: () => unwrap(api.GET('/api/admin/salons/star-count')) });
}

export function useUpdateStarCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (star_count: number) => unwrap(api.PUT('/api/admin/salons/star-count', { body: { star_count } })),
    onSuccess: (data) => {
      queryClient.setQueryData(starCountKey, data);
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(SALONS_URL) });
    },
  });
}

/** The writes on one salon; each answers the fresh card. */
export type SalonAction =
  | { kind: 'activate' }
  | { kind: 'deactivate'; type: string; reason: string }
  | { kind: 'star'; star: boolean }
  | { kind: 'admin-phone'; phone: string }
  | { kind: 'add-admin'; phone: string };

function send(id: number, action: SalonAction): Promise<SalonCard> {
  const path = { params: { path: { id } } };
  switch (action.kind) {
    case 'activate':
      return unwrap(api.POST('/api/admin/salons/{id}/activate', path));
    case 'deactivate':
      return unwrap(api.POST('/api/admin/salons/{id}/deactivate', { ...path, body: { type: action.type, reason: action.reason } }));
    case 'star':
      return unwrap(api.POST('/api/admin/salons/{id}/set-as-star', { ...path, body: { star: action.star } }));
    case 'admin-phone':
      return unwrap(api.POST('/api/admin/salons/{id}/update-admin-phone', { ...path, body: { phone: action.phone } }));
    case 'add-admin':
      return unwrap(api.POST('/api/admin/salons/{id}/set-user-as-admin', { ...path, body: { phone: action.phone } }));
  }
}

/** Runs a salon action; the card, its history, the table and the star numbers refresh. */
export function useSalonAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SalonAction) => send(id, action),
    onSuccess: (card) => {
      queryClient.setQueryData(salonCardKey(id), card);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'salon', id] });
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(SALONS_URL) });
      void queryClient.invalidateQueries({ queryKey: [...salonsRoot, 'star-count'] });
    },
  });
}

/** The plan writes on one salon: grant a paid plan until a day, or end the grant now (each with a reason). */
export type PlanAction = { kind: 'grant'; plan: string; until: string; reason: string } | { kind: 'end-grant'; reason: string };

/**
 * Runs a plan action; the card and its history refresh. Silent: the modal shows the refusals
 * (field messages under their inputs, the rest in a snack).
 */
export function usePlanAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PlanAction) => {
      const path = { params: { path: { id } } };
      return action.kind === 'grant'
        ? unwrap(api.POST('/api/admin/salons/{id}/grant-plan', { ...path, body: { plan: action.plan, until: action.until, reason: action.reason } }))
        : unwrap(api.POST('/api/admin/salons/{id}/end-grant', { ...path, body: { reason: action.reason } }));
    },
    meta: { silent: true },
    onSuccess: (card) => {
      queryClient.setQueryData(salonCardKey(id), card);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'salon', id] });
      void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(SALONS_URL) });
    },
  });
}

/** POST /api/admin/salons/{id}/impersonate: the admin acts as the salon's owner. */
export function useImpersonate() {
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/salons/{id}/impersonate', { params: { path: { id } } })),
  });
}
