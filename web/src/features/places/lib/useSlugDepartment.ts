import { useDepartments } from '../api/useDepartments';

/** The department named by the path's slug (`/places/kuafor`); pending until the tree is known. */
export function useSlugDepartment(slug: string | null): { id: number | null; pending: boolean } {
  const { data, isPending, isError } = useDepartments();
  if (!slug) return { id: null, pending: false };
  if (isPending && !isError) return { id: null, pending: true };
  return { id: data?.find((d) => d.slug === slug || String(d.id) === slug)?.id ?? null, pending: false };
}
