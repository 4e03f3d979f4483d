import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { isCityServiceSlug } from '@/shared/routes';
import { screenMeta } from './screenMeta';
import { useRouteHandle } from './useRouteHandle';

export { useScreenMeta, type ScreenMeta } from './screenMeta';

/**
 * document.title and meta description: what the screen set with useScreenMeta, else the `meta`
 * namespace's texts for the current route. Called once, by RootLayout.
 */
export function useDocumentMeta(): void {
  const handleName = useRouteHandle()?.name;
  const { landing } = useParams();
  // A '/{x}' path without a hyphen renders the not-found page, so it gets its title too.
  const name = handleName === 'city-service-landing' && !isCityServiceSlug(landing) ? 'not-found' : handleName;
  const { i18n } = useTranslation('meta');
  const language = i18n.language;
  useEffect(() => {
    const routeMeta = () => {
      if (!name) return;
      const entry = i18n.getResource(language, 'meta', name) as { title?: string; description?: string } | undefined;
      const fallback = i18n.getResource('tr', 'meta', name) as typeof entry;
      const title = entry?.title ?? fallback?.title;
      if (!title) return;
      const brand = i18n.t('common:brand');
      writeMeta(
        name === 'home' || title.includes(brand) ? title : `${title} — ${brand}`,
        entry?.description ?? fallback?.description ?? '',
      );
    };
    // The screen's own texts win; its effects run before this one, and it may set them later (data).
    const apply = () => {
      const screen = screenMeta.get();
      if (screen) writeMeta(screen.title, screen.description);
      else routeMeta();
    };
    apply();
    return screenMeta.subscribe(apply);
  }, [name, i18n, language]);
}

/** Sets document.title and the meta description (a screen without one keeps the current description). */
function writeMeta(title: string, description: string | undefined) {
  document.title = title;
  if (description === undefined) return;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}
