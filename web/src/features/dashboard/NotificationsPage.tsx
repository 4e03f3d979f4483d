import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useMarkAllRead } from './api/useMarkAllRead';
import { useMarkRead } from './api/useMarkRead';
import { useNotifications } from './api/useNotifications';
import { EmptyState } from './components/EmptyState';
import { ListPagination } from './components/ListPagination';
import { NotificationItem } from './components/NotificationItem';
import { PushDeviceSwitch } from './components/PushDeviceSwitch';

/**
 * /dashboard/notifications (and the master's, salon's and admin's): newest first; reading one (or
 * all) lowers the header's counter. The masters and salon staff have no preferences screen, so
 * the Web Push switch of this device is here too.
 */
export function NotificationsPage() {
  const { t } = useTranslation(['dashboard', 'meta']);
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useNotifications(page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  return (
    <Stack gap="lg" data-testid="notifications-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('meta:dashboard-notifications.title')}
        </Title>
        <Button
          variant="light"
          radius="xl"
          size="sm"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('dashboard:notifications.read_all')}
        </Button>
      </Group>
      {data && unread > 0 && (
        <Text size="sm" c="dimmed" data-testid="notifications-unread">
          {t('dashboard:notifications.unread', { count: unread })}
        </Text>
      )}
      <QueryStatus isPending={isPending} error={error} />
      {data?.rows.length === 0 && (
        <EmptyState icon={<IconBellOff size={40} stroke={1.5} aria-hidden />} title={t('dashboard:notifications.empty')} testId="notifications-empty" />
      )}
      {data && data.rows.length > 0 && (
        <Stack gap="xs">
          {data.rows.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={(item) => !item.read && markRead.mutate(item.id)} />
          ))}
        </Stack>
      )}
      <ListPagination page={page} total={data?.count ?? 0} onChange={setPage} testId="notifications-pagination" />
      <PushDeviceSwitch />
    </Stack>
  );
}

export default NotificationsPage;
