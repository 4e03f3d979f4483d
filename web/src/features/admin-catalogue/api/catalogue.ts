import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type CatalogueTree = components['schemas']['AdminCatalogue'];
export type AdminDepartment = components['schemas']['AdminDepartment'];
export type AdminCategory = components['schemas']['AdminCategory'];
export type AdminService = components['schemas']['AdminService'];
export type CatalogueNames = components['schemas']['CatalogueNames'];
export type DepartmentForm = components['schemas']['DepartmentForm'];
export type CatalogueServiceForm = components['schemas']['CatalogueServiceForm'];
export type AdminOverview = components['schemas']['AdminOverview'];

export const treeKey = ['admin', 'services-catalog'] as const;
export const overviewKey = ['admin', 'overview'] as const;

/** GET /api/admin/services-catalog: departments → categories → approved services. */
export function useCatalogueTree() {
  return useQuery({ queryKey: treeKey, queryFn: () => unwrap(api.GET('/api/admin/services-catalog')) });
}

/** GET /api/admin/overview: what waits for the admin. */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: () => unwrap(api.GET('/api/admin/overview')) });
}

/**
 * A catalogue write: every one answers with the whole tree. The header's departments (site libs)
 * are refetched in every language, so the admin sees the change in the header at once.
 */
export function useCatalogueWrite<T>(write: (input: T) => Promise<CatalogueTree>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Forms show refusals under their fields; deletes show them in a dialog.
    meta: { silent: true },
    onSuccess: async (tree) => {
      queryClient.setQueryData(treeKey, tree);
      await queryClient.invalidateQueries({ queryKey: ['site', 'libs'] });
    },
  });
}

export const writes = {
  createDepartment: (body: DepartmentForm) => unwrap(api.POST('/api/admin/departments', { body })),
  updateDepartment: ({ id, body }: { id: number; body: DepartmentForm }) =>
    unwrap(api.PUT('/api/admin/departments/{id}', { params: { path: { id } }, body })),
  uploadIcon: ({ id, svg }: { id: number; svg: string }) =>
    unwrap(api.POST('/api/admin/departments/{id}/icon', { params: { path: { id } }, body: { svg } })),
  deleteDepartment: ({ id, force }: { id: number; force: boolean }) =>
    unwrap(api.DELETE('/api/admin/departments/{id}', { params: { path: { id }, query: { force } } })),
  createCategory: (body: { department_id: number; names: CatalogueNames }) => unwrap(api.POST('/api/admin/categories', { body })),
  updateCategory: ({ id, names }: { id: number; names: CatalogueNames }) =>
    unwrap(api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body: { names } })),
  moveCategory: ({ id, department_id, position }: { id: number; department_id: number; position: number }) =>
    unwrap(api.POST('/api/admin/categories/{id}/move', { params: { path: { id } }, body: { department_id, position } })),
  deleteCategory: ({ id, force }: { id: number; force: boolean }) =>
    unwrap(api.DELETE('/api/admin/categories/{id}', { params: { path: { id }, query: { force } } })),
  createService: (body: CatalogueServiceForm) => unwrap(api.POST('/api/admin/services', { body })),
  updateService: ({ id, body }: { id: number; body: CatalogueServiceForm }) =>
    unwrap(api.PUT('/api/admin/services/{id}', { params: { path: { id } }, body })),
  deleteService: ({ id, force }: { id: number; force: boolean }) =>
    unwrap(api.DELETE('/api/admin/services/{id}', { params: { path: { id }, query: { force } } })).then((answer) => answer.tree),
};
