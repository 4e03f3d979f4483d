import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody, api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';

export type AdminBlogPost = components['schemas']['AdminBlogPost'];
export type BlogPostInput = components['schemas']['BlogPostInput'];
const root = ['admin', 'blog'] as const;

/** A call answered 204 (no body, which `unwrap` would refuse). */
async function noContent(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, (error ?? null) as ApiErrorBody | null);
}

/** A post's states (spec §4). */
export const STATES = ['draft', 'published', 'planned'] as const;
export type State = (typeof STATES)[number];

/** GET /api/admin/blog: posts with counters per state. */
export function useAdminBlogList(query: { status?: string; locale?: string; q?: string; page?: number }) {
  return useQuery({ queryKey: [...root, 'list', query], queryFn: () => unwrap(api.GET('/api/admin/blog', { params: { query } })) });
}

/** GET /api/admin/blog/{id}. */
export function useAdminBlogPost(id: number | null) {
  return useQuery({
    queryKey: [...root, 'post', id],
    queryFn: () => unwrap(api.GET('/api/admin/blog/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}

/** GET /api/admin/blog-libs: categories and tags. */
export function useBlogLibs() {
  return useQuery({ queryKey: [...root, 'libs'], queryFn: () => unwrap(api.GET('/api/admin/blog-libs')) });
}

/** POST /api/admin/blog or PUT /api/admin/blog/{id}. */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostInput) =>
      id === null ? unwrap(api.POST('/api/admin/blog', { body })) : unwrap(api.PUT('/api/admin/blog/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** DELETE /api/admin/blog/{id}. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => noContent(api.DELETE('/api/admin/blog/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** POST /api/common/upload-file into the blog folder; the server checks the cover's 600×390 on save. */
export type BlogCategoryInput = components['schemas']['BlogCategoryInput'];

/** POST /api/admin/blog-categories. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogCategoryInput) => unwrap(api.POST('/api/admin/blog-categories', { body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** DELETE /api/admin/blog-categories/{id} or /api/admin/blog-tags/{id}. */
export function useDeleteLib() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'tag'; id: number }) =>
      kind === 'category'
        ? noContent(api.DELETE('/api/admin/blog-categories/{id}', { params: { path: { id } } }))
        : noContent(api.DELETE('/api/admin/blog-tags/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
