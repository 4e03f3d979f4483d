import { Alert, Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useChecklist } from '../api/useChecklist';

/** Where the salon admin fills in each item. */
const ROUTE_OF: Record<string, string> = {
  profile: 'admin-salon-salon',
  hours: 'admin-salon-salon',
  services: 'admin-salon-services',
  masters: 'admin-salon-masters',
};

/**
 * A new partner's checklist (issue #20): profile, hours, services, masters, each done or with a
 * link to fill it in; shown until everything is done and the salon is active.
 */
export function SalonChecklist() {
  const { t } = useTranslation('partners');
  const { data } = useChecklist();
  if (!data || (data.complete && data.status === 'active')) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="salon-checklist">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('checklist.title')}
        </Title>
        {data.status === 'new' && (
          <Alert color="yellow" p="xs" data-testid="salon-checklist-new">
            {t('checklist.new')}
          </Alert>
        )}
        <List spacing="xs" center>
          {data.items.map((item) => (
            <List.Item
              key={item.key}
              data-testid={`checklist-${item.key}`}
              data-done={item.done}
              icon={
                <ThemeIcon size={20} radius="xl" color={item.done ? 'teal' : 'gray'} variant={item.done ? 'filled' : 'light'}>
                  <span aria-hidden>{item.done ? '✓' : '·'}</span>
                </ThemeIcon>
              }
            >
              <Group gap="sm">
                <Text size="sm" td={item.done ? 'line-through' : undefined}>
                  {t(`checklist.items.${item.key as 'profile'}`)}
                </Text>
                {!item.done && item.key in ROUTE_OF && (
                  <Anchor component={RouteLink} to={ROUTE_OF[item.key] ?? 'admin-salon-salon'} size="sm">
                    {t('checklist.open')}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        {data.complete && <Text size="sm">{t('checklist.complete')}</Text>}
      </Stack>
    </Paper>
  );
}
