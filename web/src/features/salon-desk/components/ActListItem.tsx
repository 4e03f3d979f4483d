import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatInstant } from '@/shared/lib/format';
import { SALON_TIME_ZONE } from '@/shared/lib/salonDates';
import type { ActRow } from '../api/types';
import { NoShowFlag } from './NoShowFlag';
import { StatusBadge } from './StatusBadge';

interface Props {
  act: ActRow;
  /** Opens the visit's drawer. */
  onOpen: (id: number) => void;
  /** Shows the day too (lists that span several days). */
  withDate?: boolean;
  /** Buttons beside the visit (they do not open the drawer). */
  actions?: ReactNode;
}

/** One visit in an overview list: time, client, services, master, status. */
export function ActListItem({ act, onOpen, withDate, actions }: Props) {
  const { t } = useTranslation('salonDesk');
  const locale = useLocale();
  const deadline = act.confirm_deadline ? new Date(act.confirm_deadline) : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`act-item-${act.id}`} data-status={act.status}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <UnstyledButton onClick={() => onOpen(act.id)} style={{ flex: '1 1 220px', minWidth: 0 }} data-testid="act-item-open">
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} size="sm" style={{ flex: 'none' }}>
                {withDate ? `${formatDay(act.date, locale, 'weekdayShort')} · ` : ''}
                {act.start}–{act.end}
              </Text>
              {act.important && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('states.important')} />}
              {!act.viewed && (
                <Text size="xs" c="plum" fw={600}>
                  {t('list.unviewed')}
                </Text>
              )}
            </Group>
            <Text size="sm" truncate data-testid="act-item-client">
              {act.client_name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {act.services.join(', ')} · {act.master_name}
            </Text>
            <NoShowFlag count={act.no_shows_flag} />
            {deadline && (
              <Text size="xs" c={deadline.getTime() < Date.now() ? 'red' : 'orange'} data-testid="act-item-deadline">
                {t('list.deadline', { time: formatInstant(act.confirm_deadline, locale, 'time', SALON_TIME_ZONE) })}
              </Text>
            )}
          </Stack>
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap">
          <StatusBadge status={act.status} />
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
