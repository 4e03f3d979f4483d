import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useLastPosts } from '../api/useLastPosts';
import classes from './Home.module.css';

/** Spec §2: the latest blog posts, shown only when there are any. */
export function LastPosts() {
  const { t } = useTranslation('home');
  const { data } = useLastPosts();
  if (!data || data.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="home-blog" data-testid="last-posts">
      <PageContainer>
        <Group justify="space-between" align="flex-end">
          <Title order={2} id="home-blog" className={classes.sectionTitle}>
            {t('blog.title')}
          </Title>
          <Button component={RouteLink} to="blog" variant="subtle" radius="xl">
            {t('blog.see_all')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
          {data.map((post) => (
            <Card key={post.id} withBorder radius="md" component="article">
              {post.cover_url && (
                <Card.Section>
                  <img src={post.cover_url} alt="" width={600} height={390} loading="lazy" style={{ width: '100%', height: 'auto' }} />
                </Card.Section>
              )}
              <Text fw={600} mt="sm">
                <RouteLink to="blog-post" params={{ slug: post.slug }}>
                  {post.title}
                </RouteLink>
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
                {post.excerpt}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageContainer>
    </section>
  );
}
