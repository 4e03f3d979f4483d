import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import { readInitialData } from '@/shared/api/initialData';
import { useLocale } from '@/shared/hooks/useLocale';

export type BlogCard = components['schemas']['BlogCard'];
export type BlogPost = components['schemas']['BlogPost'];
export type BlogList = components['schemas']['BlogList'];

/** The post the server embedded in the page, when it is the one asked for. */
function embeddedPost(slug: string): BlogPost | undefined {
  const post = readInitialData()?.blog_post as BlogPost | undefined;
  return post && typeof post === 'object' && post.slug === slug ? post : undefined;
}

/** GET /api/site/blog: published posts of the page's language. */
export function useBlogList(query: { category?: string; tag?: string; page?: number }) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['site', 'blog', locale, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/site/blog', { params: { query }, signal })),
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
