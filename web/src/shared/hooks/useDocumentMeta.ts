import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isCityServiceSlug } from '@/shared/routes';
import { useRouteHandle } from './useRouteHandle';

/** document.title and meta description from the `meta` namespace for the current route. */
export function useDocumentMeta(): void {
  const handleName = useRouteHandle()?.name;
  const { landing } = useParams();
  // A '/{x}' path without a hyphen renders the not-found page, so it gets its title too.
  const name = handleName === 'city-service-landing' && !isCityServiceSlug(landing) ? 'not-found' : handleName;
  const { i18n } = useTranslation('meta');
  const language = i18n.language;
  useEffect(() => {
    if (!name) return;
    const entry = i18n.getResource(language, 'meta', name) as { title?: string; description?: string } | undefined;
    const fallback = i18n.getResource('tr', 'meta', name) as typeof entry;
    const title = entry?.title ?? fallback?.title;
    if (!title) return;
    const brand = i18n.t('common:brand');
    document.title = name === 'home' || title.includes(brand) ? title : `${title} — ${brand}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = entry?.description ?? fallback?.description ?? '';
  }, [name, i18n, language]);
}
