import { Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useOverview } from '../api/catalogue';

/** The counts waiting for the admin, each a link to the screen that deals with them. */
export function OverviewStrip() {
  const { t } = useTranslation('adminCatalogue');
  const { data } = useOverview();
  const items = [
    { key: 'pending_services', route: 'admin-services', query: undefined, count: data?.pending_services },
    { key: 'disputed_reviews', route: 'admin-replies', query: undefined, count: data?.disputed_reviews },
    { key: 'new_salons', route: 'admin-salons', query: { tab: 'new' }, count: data?.new_salons },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="admin-overview">
      {items.map((item) => (
        <Card key={item.key} withBorder padding="md" component={RouteLink} to={item.route} query={item.query} data-testid={`overview-${item.key}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`overview.${item.key}`)}</Text>
            {item.count === undefined ? <Skeleton h={28} w={32} /> : <Text fw={700} size="xl">{item.count}</Text>}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
