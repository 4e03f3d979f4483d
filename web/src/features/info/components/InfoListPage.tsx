import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useInfoPages } from '../api/useInfo';

/** /i: the published info pages of the page's language. */
export function InfoListPage() {
  const { t } = useTranslation('info');
  const { data } = useInfoPages();
  return (
    <PageContainer py="lg">
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      {data?.pages.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {data?.pages.map((page) => (
          <Card key={page.slug} withBorder radius="md" data-testid="info-card">
            <Title order={2} size="h4">
              <RouteLink to="info" params={{ slug: page.slug }}>
                {page.title}
              </RouteLink>
            </Title>
            <Text c="dimmed" size="sm" mt="xs">
              {page.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
