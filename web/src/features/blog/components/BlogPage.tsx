import { Box, Chip, Group, Pagination, SimpleGrid, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { LazyNewsletterBox } from '@/shared/newsletter/LazyNewsletterBox';
import { PageContainer } from '@/shared/ui/PageContainer';
import { useBlogList } from '../api/useBlog';
import { PostCard } from './PostCard';

export function BlogPage() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const tag = params.get('tag') ?? undefined;
  const page = Number(params.get('page') ?? '1') || 1;
  const { data, isError } = useBlogList({ category, tag, page });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <PageContainer>
      <Title order={1} my="lg">
        {t('title')}
      </Title>
      {data && data.categories.length > 0 && (
        <Chip.Group value={category ?? ''} onChange={(v) => set('category', (v as string) || undefined)}>
          <Group gap="xs" mb="md">
            <Chip value="">{t('all')}</Chip>
            {data.categories.map((c) => (
              <Chip key={c.slug} value={c.slug}>
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {tag && (
        <Text mb="md">
          {t('tag', { tag })}{' '}
          <Text component="button" c="blue" onClick={() => set('tag', undefined)} bd={0} bg="none">
            {t('clear')}
          </Text>
        </Text>
      )}
      {isError && <Text c="dimmed">{t('error')}</Text>}
      {data?.posts.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {data?.posts.map((post) => <PostCard key={post.id} post={post} />)}
      </SimpleGrid>
      {pages > 1 && (
        <Pagination
          mt="lg"
          total={pages}
          value={page}
          onChange={(p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          }}
        />
      )}
      <Box mt="xl">
        <LazyNewsletterBox />
      </Box>
    </PageContainer>
  );
}
