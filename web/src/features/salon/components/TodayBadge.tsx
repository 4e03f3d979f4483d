import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { TodayStatus } from '../api/types';
import { todayState } from '../lib/today';

const colors = { open: 'teal', opens_later: 'orange', day_off: 'gray', closed: 'gray' } as const;

/** "Open until 21:00" / "Closed, opens at 10:00" / "Day off" / "Closed today". */
export function TodayBadge({ today }: { today: TodayStatus }) {
  const { t } = useTranslation('salon');
  const state = todayState(today);
  const label =
    state.kind === 'open'
      ? t('today.open', { time: state.until })
      : state.kind === 'opens_later'
        ? t('today.opens_later', { time: state.at })
        : t(`today.${state.kind}`);
  return (
    <Badge
      color={colors[state.kind]}
      variant="light"
      radius="sm"
      size="lg"
      tt="none"
      fw={600}
      leftSection={<IconClock size={14} aria-hidden />}
      data-testid="today-badge"
      data-state={state.kind}
    >
      {label}
    </Badge>
  );
}
