import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * document.title and meta description from the loaded data (the salon's or master's name).
 * RootLayout's useDocumentMeta writes the route's generic title in the same commit and after this
 * effect (parents run after children), so the write waits one task.
 * TODO: replace with a title override in '@/shared/hooks/useDocumentMeta' once it takes one.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!title) return;
    const id = window.setTimeout(() => {
      document.title = title;
      const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (tag && description) tag.content = description;
    }, 0);
    return () => window.clearTimeout(id);
  }, [title, description, language]);
}
