import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody, api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';

export type AdminInfoPage = components['schemas']['AdminInfoPage'];
export type InfoPageInput = components['schemas']['InfoPageInput'];
const pagesRoot = ['admin', 'info-pages'] as const;

/** An info page's states. */
export const PAGE_STATES = ['draft', 'published'] as const;
export type PageState = (typeof PAGE_STATES)[number];
/** A subscriber's states (İYS: approved = ONAY, rejected = RET). */
export const SUBSCRIBER_STATES = ['pending', 'approved', 'rejected'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** GET /api/admin/info-pages. */
export function useAdminInfoPages(query: { status?: string; q?: string; page?: number }) {
  return useQuery({ queryKey: [...pagesRoot, 'list', query], queryFn: () => unwrap(api.GET('/api/admin/info-pages', { params: { query } })) });
}

/** GET /api/admin/info-pages/{id}. */
export function useAdminInfoPage(id: number | null) {
  return useQuery({
    queryKey: [...pagesRoot, 'page', id],
    queryFn: () => unwrap(api.GET('/api/admin/info-pages/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}

/** POST /api/admin/info-pages or PUT /api/admin/info-pages/{id}. */
export function useSaveInfoPage(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InfoPageInput) =>
      id === null
        ? unwrap(api.POST('/api/admin/info-pages', { body }))
        : unwrap(api.PUT('/api/admin/info-pages/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesRoot }),
  });
}

/** DELETE /api/admin/info-pages/{id} (answered 204). */
export function useDeleteInfoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { error, response } = await api.DELETE('/api/admin/info-pages/{id}', { params: { path: { id } } });
      if (!response.ok) throw new ApiError(response.status, (error ?? null) as ApiErrorBody | null);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesRoot }),
  });
}

/** GET /api/admin/newsletter. */
export function useSubscribers(query: { status?: string; q?: string; page?: number }) {
  return useQuery({
    queryKey: ['admin', 'newsletter', query],
    queryFn: () => unwrap(api.GET('/api/admin/newsletter', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** The export's URL (a plain download: the session cookie authorises it). */
export function exportUrl(format: 'csv' | 'xlsx', query: { status?: string; q?: string }): string {
  const params = new URLSearchParams({ format });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  return `/api/admin/newsletter/export?${params}`;
}
