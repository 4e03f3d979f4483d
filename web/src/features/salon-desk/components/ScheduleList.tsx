import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { CalendarColumn } from '../lib/columns';
import { ActListItem } from './ActListItem';

interface Props {
  columns: CalendarColumn[];
  heading: (column: CalendarColumn) => string;
  onOpen: (id: number) => void;
}

/** Phones: the calendar as lists, one per master (day) or per day (week). */
export function ScheduleList({ columns, heading, onOpen }: Props) {
  const { t } = useTranslation('salonDesk');
  return (
    <Stack gap="lg" data-testid="schedule-list">
      {columns.map((c) => (
        <Stack key={c.key} gap="xs" data-testid={`schedule-column-${c.key}`} data-day-off={c.dayOff ? 'true' : undefined}>
          <Title order={3} size="h5">
            {heading(c)}
          </Title>
          <Text size="xs" c="dimmed">
            {c.dayOff
              ? `${t('calendar.day_off')}${c.dayOff.note ? `: ${c.dayOff.note}` : ''}`
              : c.working
                ? `${c.working.start}–${c.working.end}${c.breaks.length ? ` · ${t('calendar.break')}: ${c.breaks.map((b) => `${b.start}–${b.end}`).join(', ')}` : ''}`
                : t('calendar.not_working')}
          </Text>
          {c.appointments.length === 0 ? (
            <Paper withBorder radius="md" p="sm">
              <Text size="sm" c="dimmed">
                {t('calendar.no_visits')}
              </Text>
            </Paper>
          ) : (
            c.appointments.map((act) => <ActListItem key={act.id} act={act} onOpen={onOpen} />)
          )}
        </Stack>
      ))}
    </Stack>
  );
}
