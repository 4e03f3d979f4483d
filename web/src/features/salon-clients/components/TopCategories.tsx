import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { ClientExtended } from '../api/types';

/** Spec §2: the client's top 3 visited categories, most visits first. */
export function TopCategories({ categories }: { categories: ClientExtended['top_categories'] }) {
  const { t } = useTranslation('salonClients');
  return (
    <Stack gap="xs" data-testid="client-top-categories">
      <Title order={2} size="h4">
        {t('top.title')}
      </Title>
      {categories.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('top.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {categories.map((category, i) => (
            <Group key={category.id} component="li" gap="xs" wrap="nowrap" data-testid="top-category">
              <Badge circle variant="light">
                {i + 1}
              </Badge>
              <Text size="sm" fw={500} style={{ flex: 1 }}>
                {category.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('top.visits', { count: category.visits })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
