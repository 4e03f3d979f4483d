import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconRepeat, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ShownBreak, ShownDay } from '../lib/week';
import { StatusBadge } from './StatusBadge';

interface Props {
  day: ShownDay;
  label: string;
  isToday: boolean;
  /** Past days are shown but not changed. */
  editable: boolean;
  onAdd: () => void;
  onEdit: (b: ShownBreak) => void;
  onRemove: (b: ShownBreak) => void;
}

/** One day of the master's week: hours, breaks (with their actions) and visits. */
export function DayCard({ day, label, isToday, editable, onAdd, onEdit, onRemove }: Props) {
  const { t } = useTranslation('masterArea');
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`day-${day.date}`} data-today={isToday || undefined} style={isToday ? { borderColor: 'var(--mantine-color-plum-5)' } : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          {day.hours ? (
            <Badge variant="light" color="teal" style={{ flex: "none" }} data-testid="day-hours">
              {day.hours.start}–{day.hours.end}
            </Badge>
          ) : (
            <Badge variant="light" color="gray" style={{ flex: "none" }} data-testid="day-off">
              {day.off === 'salon' ? t('schedule.off_salon') : t('schedule.off_master')}
            </Badge>
          )}
        </Group>
        {day.hours && (
          <>
            <Text size="xs" c="dimmed" fw={500}>
              {t('schedule.breaks')}
            </Text>
            {day.breaks.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('schedule.no_breaks')}
              </Text>
            )}
            {day.breaks.map((b) => (
              <Group key={`${b.recurring}-${b.id}`} justify="space-between" wrap="nowrap" gap="xs" data-testid="day-break" data-break-id={b.id}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">
                    {b.start}–{b.end}
                  </Text>
                  {b.recurring && <IconRepeat size={14} aria-label={t('schedule.every_week')} />}
                </Group>
                {editable && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('schedule.edit_break')} onClick={() => onEdit(b)} data-testid="break-edit">
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('schedule.remove_break')} onClick={() => onRemove(b)} data-testid="break-remove">
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            ))}
            {editable && (
              <Group>
                <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd} data-testid="break-add">
                  {t('schedule.add_break')}
                </Button>
              </Group>
            )}
          </>
        )}
        {day.visits.length > 0 && (
          <>
            <Text size="xs" c="dimmed" fw={500}>
              {t('schedule.appointments')}
            </Text>
            {day.visits.map((v) => (
              <Group key={v.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="day-visit">
                <Text size="sm" style={{ minWidth: 0 }} truncate>
                  {v.start}–{v.end} · {v.full_name}
                  {v.services ? ` · ${v.services}` : ''}
                </Text>
                <StatusBadge status={v.status} />
              </Group>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
