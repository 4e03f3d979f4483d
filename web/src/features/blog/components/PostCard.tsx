import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { BlogCard } from '../api/useBlog';

export function PostCard({ post }: { post: BlogCard }) {
  const { t, i18n } = useTranslation('blog');
  const date = post.published_at ? new Date(post.published_at).toLocaleDateString(i18n.language) : '';
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="blog-card">
      {post.cover_url && (
        <Card.Section>
          <Image src={post.cover_url} alt="" width={600} height={390} loading="lazy" />
        </Card.Section>
      )}
      <Title order={3} size="h4" mt="sm">
        <RouteLink to="blog-post" params={{ slug: post.slug }}>
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
