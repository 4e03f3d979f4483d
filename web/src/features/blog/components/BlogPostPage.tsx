import { Badge, Box, Group, Image, SimpleGrid, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { SALON_TIME_ZONE } from '@/shared/lib/salonDates';
import { LazyNewsletterBox } from '@/shared/newsletter/LazyNewsletterBox';
import { pathFor, translationAlternates, useLocaleAlternates } from '@/shared/routes';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useBlogPost } from '../api/useBlog';
import { PostCard } from './PostCard';

export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const { data: post, isError } = useBlogPost(slug);
  const translations = post?.translations;
  // The language switch goes to the post's translation, or to the blog of a language it was not written in.
  const alternates = useMemo(
    () =>
      translations
        ? translationAlternates(translations, (locale, s) => pathFor('blog-post', locale, { slug: s }), (locale) => pathFor('blog', locale))
        : null,
    [translations],
  );
  useLocaleAlternates(alternates);
  if (isError)
    return (
      <PageContainer>
        <Title order={1} my="lg">
          {t('not_found')}
        </Title>
        <RouteLink to="blog">{t('back')}</RouteLink>
      </PageContainer>
    );
  if (!post) return null;
  // In the platform's zone: the same day on the server that renders the page and in every browser.
  const date = formatInstant(post.published_at, locale, 'date', SALON_TIME_ZONE);
  return (
    <PageContainer>
      <article data-testid="blog-post">
        <Title order={1} mt="lg">
          {post.title}
        </Title>
        <Text c="dimmed" mt="xs">
          {post.author} · {date} · {t('reading', { count: post.reading_minutes })}
          {post.category && (
            <>
              {' · '}
              <RouteLink to="blog" query={{ category: post.category.slug }}>
                {post.category.name}
              </RouteLink>
            </>
          )}
        </Text>
        {post.cover_url && <Image src={post.cover_url} alt="" width={600} height={390} maw={600} mt="md" radius="md" />}
        {/* The server sanitised the HTML (ammonia, the editor's tags only) when saving and serving it. */}
        <TypographyStylesProvider mt="lg">
          <div data-testid="blog-text" dangerouslySetInnerHTML={{ __html: post.html }} />
        </TypographyStylesProvider>
        <Group gap={4} mt="md">
          {post.tags.map((tag) => (
            <Badge key={tag.slug} variant="light" component={RouteLink} to="blog" query={{ tag: tag.slug }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      </article>
      {post.similar.length > 0 && (
        <section>
          <Title order={2} size="h3" mt="xl" mb="md">
            {t('similar')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {post.similar.map((p) => <PostCard key={p.id} post={p} />)}
          </SimpleGrid>
        </section>
      )}
      <Box mt="xl">
        <LazyNewsletterBox />
      </Box>
    </PageContainer>
  );
}
