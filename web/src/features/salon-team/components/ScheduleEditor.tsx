import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { SalonHours } from '../api/types';
import type { DayDraft } from '../lib/schedule';
import { DayEditor, type DayErrors } from './DayEditor';

interface Props {
  value: DayDraft[];
  onChange: (value: DayDraft[]) => void;
  hours: SalonHours[] | undefined;
  step: number;
  errors?: (DayErrors | undefined)[];
  /** Dated settings saved with the week unchanged. */
  datedCount: number;
}

/** The master's week (spec §3 schedule days: day type, start, end, breaks). */
export function ScheduleEditor({ value, onChange, hours, step, errors, datedCount }: Props) {
  const { t } = useTranslation('salonTeam');
  return (
    <Stack gap="sm" data-testid="schedule-editor">
      <Title order={2} size="h4">
        {t('schedule.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('schedule.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {value.map((day, i) => (
          <DayEditor
            key={day.weekday}
            day={day}
            hours={hours}
            step={step}
            errors={errors?.[i]}
            onChange={(next) => onChange(value.map((d, j) => (j === i ? next : d)))}
          />
        ))}
      </SimpleGrid>
      {datedCount > 0 && (
        <Text size="xs" c="dimmed" data-testid="schedule-dated-kept">
          {t('schedule.dated_kept', { count: datedCount })}
        </Text>
      )}
    </Stack>
  );
}
