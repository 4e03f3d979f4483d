import { ActionIcon, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import type { SalonHours } from '../api/types';
import type { DayDraft } from '../lib/schedule';
import { salonOpen } from '../lib/schedule';
import { weekdayName } from '../lib/weekdays';
import { TimeField } from './TimeField';

/** Errors of one day as react-hook-form nests them. */
export interface DayErrors {
  start?: FieldError;
  end?: FieldError;
  breaks?: ({ start?: FieldError; end?: FieldError } | undefined)[];
}

interface Props {
  day: DayDraft;
  hours: SalonHours[] | undefined;
  step: number;
  errors?: DayErrors;
  onChange: (day: DayDraft) => void;
}

/** One weekday: works or not, its hours (empty = the salon's), and its breaks. */
export function DayEditor({ day, hours, step, errors, onChange }: Props) {
  const { t } = useTranslation('salonTeam');
  const locale = useLocale();
  const salon = salonOpen(hours, day.weekday);
  const name = weekdayName(day.weekday, locale);
  const setBreak = (i: number, patch: Partial<DayDraft['breaks'][number]>) =>
    onChange({ ...day, breaks: day.breaks.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`day-${day.weekday}`} data-works={day.works}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          <Switch
            label={t('schedule.works')}
            checked={day.works}
            onChange={(e) => onChange({ ...day, works: e.currentTarget.checked })}
            data-testid={`day-${day.weekday}-works`}
          />
        </Group>
        {day.works && (
          <>
            <Group grow align="flex-start" gap="xs">
              <TimeField
                label={t('schedule.start')}
                value={day.start}
                stepMinutes={step}
                placeholder={salon?.open}
                onChange={(start) => onChange({ ...day, start })}
                error={errors?.start?.message}
                data-testid={`day-${day.weekday}-start`}
              />
              <TimeField
                label={t('schedule.end')}
                value={day.end}
                stepMinutes={step}
                placeholder={salon?.close}
                onChange={(end) => onChange({ ...day, end })}
                error={errors?.end?.message}
                data-testid={`day-${day.weekday}-end`}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {salon ? t('schedule.salon_hours', salon) : t('schedule.salon_closed')}
            </Text>
            {day.breaks.length > 0 && (
              <Text size="sm" fw={500}>
                {t('schedule.breaks')}
              </Text>
            )}
            {day.breaks.map((b, i) => (
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`day-${day.weekday}-break-${i}`}>
                <TimeField
                  aria-label={t('schedule.break_start')}
                  value={b.start}
                  stepMinutes={step}
                  onChange={(start) => setBreak(i, { start })}
                  error={errors?.breaks?.[i]?.start?.message}
                  style={{ flex: 1 }}
                  data-testid={`day-${day.weekday}-break-${i}-start`}
                />
                <TimeField
                  aria-label={t('schedule.break_end')}
                  value={b.end}
                  stepMinutes={step}
                  onChange={(end) => setBreak(i, { end })}
                  error={errors?.breaks?.[i]?.end?.message}
                  style={{ flex: 1 }}
                  data-testid={`day-${day.weekday}-break-${i}-end`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('schedule.remove_break')}
                  onClick={() => onChange({ ...day, breaks: day.breaks.filter((_, j) => j !== i) })}
                  data-testid={`day-${day.weekday}-break-${i}-remove`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => onChange({ ...day, breaks: [...day.breaks, { start: '', end: '' }] })}
                data-testid={`day-${day.weekday}-add-break`}
              >
                {t('schedule.add_break')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
