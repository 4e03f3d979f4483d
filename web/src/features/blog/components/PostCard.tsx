import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { SALON_TIME_ZONE } from '@/shared/lib/salonDates';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { BlogCard } from '../api/useBlog';
import classes from './PostCard.module.css';

export function PostCard({ post }: { post: BlogCard }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  // In the platform's zone: the same day on the server that renders the page and in every browser.
  const date = formatInstant(post.published_at, locale, 'date', SALON_TIME_ZONE);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="blog-card">
      {post.cover_url && (
        <Card.Section>
          <Image src={post.cover_url} alt="" width={600} height={390} loading="lazy" />
        </Card.Section>
      )}
      <Title order={3} size="h4" mt="sm">
        <RouteLink to="blog-post" params={{ slug: post.slug }} className={classes.titleLink}>
          {post.title}
        </RouteLink>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {post.author} · {date} · {t('reading', { count: post.reading_minutes })}
      </Text>
      <Text size="sm" mt="xs" lineClamp={3}>
        {post.excerpt}
      </Text>
      <Group gap={4} mt="xs">
        {post.tags.map((tag) => (
          <Badge key={tag.slug} variant="light" component={RouteLink} to="blog" query={{ tag: tag.slug }}>
            {tag.name}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
