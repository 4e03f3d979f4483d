import { Title, TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useScreenMeta } from '@/shared/hooks/useDocumentMeta';
import { useTranslation } from '@/shared/i18n';
import { pathFor, translationAlternates, useLocaleAlternates } from '@/shared/routes';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useInfoPage } from '../api/useInfo';
import { InfoListPage } from './InfoListPage';

function InfoArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('info');
  const { t: tc } = useTranslation();
  const { data: page, isError } = useInfoPage(slug);
  const translations = page?.translations;
  // The language switch goes to the page's translation, or to the list of pages of that language.
  const alternates = useMemo(
    () => (translations ? translationAlternates(translations, (locale, s) => pathFor('info', locale, { slug: s }), (locale) => pathFor('info', locale)) : null),
    [translations],
  );
  useLocaleAlternates(alternates);
  // The page's own title and description, as the server wrote them into the head.
  useScreenMeta(page ? `${page.seo_title} — ${tc('brand')}` : undefined, page?.seo_description);
  if (isError)
    return (
      <PageContainer>
        <Title order={1} my="lg">
          {t('not_found')}
        </Title>
        <RouteLink to="info">{t('back')}</RouteLink>
      </PageContainer>
    );
  if (!page) return null;
  return (
    <PageContainer py="lg">
      <article data-testid="info-page">
        <Title order={1}>{page.title}</Title>
        {/* The server sanitised the HTML (ammonia, the editor's tags only) when saving and serving it. */}
        <TypographyStylesProvider mt="lg">
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </TypographyStylesProvider>
      </article>
      <RouteLink to="info">{t('back')}</RouteLink>
    </PageContainer>
  );
}

/** The `info` route: /i lists the pages, /i/{slug} shows one. */
export function InfoRoutePage() {
  const slug = useParams().slug;
  return slug ? <InfoArticle key={slug} slug={slug} /> : <InfoListPage />;
}
