import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { addDays, mondayOf, salonToday } from '@/shared/lib/salonDates';
import { confirm } from '@/shared/ui/dialogs';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { showSnack } from '@/shared/ui/snack';
import { useBreakChange } from './api/useBreaks';
import { useMasterSchedule } from './api/useMasterSchedule';
import { BreakModal } from './components/BreakModal';
import { DayCard } from './components/DayCard';
import { dayLabel, shortDate, weekdayLabel } from './lib/names';
import { shownDays, type ShownBreak, type ShownDay } from './lib/week';

interface Editing {
  day: ShownDay;
  value: ShownBreak | null;
}

/** master-schedule: the master's week with working hours, breaks and visits; breaks are added, moved and removed here. */
export function SchedulePage() {
  const { t } = useTranslation(['masterArea', 'meta']);
  const locale = useLocale();
  const today = salonToday();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [masterId, setMasterId] = useState<number | null>(null);
  const sunday = addDays(monday, 6);
  const schedule = useMasterSchedule(monday, sunday, masterId);
  const change = useBreakChange();
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = schedule.data;
  const days = data ? shownDays(data, monday, sunday) : [];
  const currentMaster = data?.schedule.master_id ?? null;

  const remove = async (b: ShownBreak) => {
    if (!(await confirm({ title: t('masterArea:schedule.remove_title'), message: t(b.recurring ? 'masterArea:schedule.remove_confirm_recurring' : 'masterArea:schedule.remove_confirm', { start: b.start, end: b.end }), danger: true }))) return;
    change.mutate(
      { kind: 'remove', body: { master_id: currentMaster, id: b.id } },
      { onSuccess: () => showSnack(t('masterArea:schedule.removed'), 'success'), onError: (error) => showSnack(apiErrorMessage(error)) },
    );
  };

  return (
    <Stack gap="lg" data-testid="master-schedule-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('meta:master-schedule.title')}
        </Title>
        {data && data.masters.length > 1 && (
          <Select
            aria-label={t('masterArea:schedule.salon')}
            data={data.masters.map((m) => ({ value: String(m.id), label: m.salon_name }))}
            value={String(currentMaster)}
            onChange={(v) => v && setMasterId(Number(v))}
            allowDeselect={false}
            maw={260}
            data-testid="master-salon"
          />
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('masterArea:schedule.prev_week')} onClick={() => setMonday(addDays(monday, -7))} data-testid="week-prev">
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fw={600} data-testid="week-range">
            {shortDate(monday, locale)} – {shortDate(sunday, locale)}
          </Text>
          {monday !== mondayOf(today) && (
            <Button variant="subtle" size="compact-xs" onClick={() => setMonday(mondayOf(today))} data-testid="week-today">
              {t('masterArea:schedule.this_week')}
            </Button>
          )}
        </Stack>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('masterArea:schedule.next_week')} onClick={() => setMonday(addDays(monday, 7))} data-testid="week-next">
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <QueryStatus isPending={schedule.isPending} error={schedule.error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ opacity: schedule.isPlaceholderData ? 0.6 : 1 }}>
        {days.map((day) => (
          <DayCard
            key={day.date}
            day={day}
            label={dayLabel(day.date, locale)}
            isToday={day.date === today}
            editable={day.date >= today}
            onAdd={() => setEditing({ day, value: null })}
            onEdit={(value) => setEditing({ day, value })}
            onRemove={(b) => void remove(b)}
          />
        ))}
      </SimpleGrid>
      {editing && currentMaster !== null && data && (
        <BreakModal
          masterId={currentMaster}
          date={editing.day.date}
          dayLabel={dayLabel(editing.day.date, locale)}
          weekdayLabel={weekdayLabel(editing.day.date, locale)}
          weekday={editing.day.weekday}
          value={editing.value}
          step={data.schedule.time_slicing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
