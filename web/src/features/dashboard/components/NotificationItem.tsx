import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import type { Notification } from '../api/types';
import classes from './Dashboard.module.css';

interface Props {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification; unread ones are highlighted and marked read when clicked. */
export function NotificationItem({ notification: n, onOpen }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <button
      type="button"
      className={classes.notification}
      data-read={n.read}
      onClick={() => onOpen(n)}
      data-testid={`notification-${n.id}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {!n.read && <span className={classes.dot} aria-hidden />}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={n.read ? 500 : 700} size="sm">
              {!n.read && <VisuallyHidden>{t('notifications.unread_mark')}: </VisuallyHidden>}
              {n.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatInstant(n.created_at, locale)}
            </Text>
          </Group>
          <Text size="sm" c={n.read ? 'dimmed' : undefined}>
            {n.text}
          </Text>
        </Stack>
      </Group>
    </button>
  );
}
