import { useEffect } from 'react';

/**
 * document.title and description from the server's SEO answer. Runs a tick after the route's
 * generic meta (set by the root layout, whose effect runs after this page's) so it wins.
 */
export function useSeoHead(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = title;
      const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (tag && description) tag.content = description;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title, description]);
}
