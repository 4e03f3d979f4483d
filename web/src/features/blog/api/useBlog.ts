import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import { useLocation } from 'react-router';
import { embeddedFor, readInitialData } from '@/shared/api/initialData';
import { useLocale } from '@/shared/hooks/useLocale';

export type BlogCard = components['schemas']['BlogCard'];
export type BlogPost = components['schemas']['BlogPost'];
export type BlogList = components['schemas']['BlogList'];

/** The post the server embedded in the page, when it is the one asked for. */
function embeddedPost(slug: string): BlogPost | undefined {
  const post = readInitialData()?.blog_post as BlogPost | undefined;
  return post && typeof post === 'object' && post.slug === slug ? post : undefined;
}

type BlogListQuery = { category?: string; tag?: string; page?: number };

/** The list the server embedded in the page it rendered, when the filters are still the ones it was for. */
function embeddedList(pathname: string, query: BlogListQuery): BlogList | undefined {
  const list = embeddedFor('blog_list', pathname, isBlogList);
  const served = readInitialData()?.blog_query as { category: string | null; tag: string | null; page: number } | undefined;
  if (!list || !served) return undefined;
  const same = served.category === (query.category ?? null) && served.tag === (query.tag ?? null) && served.page === (query.page ?? 1);
  return same ? list : undefined;
}

const isBlogList = (v: unknown): v is BlogList => typeof v === 'object' && v !== null && Array.isArray((v as { posts?: unknown }).posts);

/** GET /api/site/blog: published posts of the page's language. */
export function useBlogList(query: BlogListQuery) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return useQuery({
    queryKey: ['site', 'blog', locale, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/blog', { params: { query }, signal })),
    initialData: () => embeddedList(pathname, query),
  });
}

/** GET /api/site/blog/{slug}; a 404 is the page's not-found state. */
export function useBlogPost(slug: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'blog-post', locale, slug],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/blog/{slug}', { params: { path: { slug } }, signal })),
    initialData: () => embeddedPost(slug),
    meta: { silent: true },
  });
}
