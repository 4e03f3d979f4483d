import { Fieldset, Group, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n';
import { bookingWindow } from '@/shared/lib/salonDates';
import type { FilterProps } from './filterProps';

/** Open on a date, optionally at a time. */
export function DateFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  const limits = useMemo(() => bookingWindow(), []);
  return (
    <Fieldset legend={t('filters.when')} variant="unstyled" p={0} m={0}>
      <Group grow gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          type="date"
          aria-label={t('filters.date')}
          min={limits.min}
          max={limits.max}
          value={filters.date}
          onChange={(e) => onChange({ date: e.currentTarget.value })}
          data-testid="filter-date"
        />
        <TextInput
          type="time"
          aria-label={t('filters.time')}
          value={filters.time}
          disabled={!filters.date}
          title={filters.date ? undefined : t('filters.time_needs_date')}
          onChange={(e) => onChange({ time: e.currentTarget.value })}
          data-testid="filter-time"
        />
      </Group>
    </Fieldset>
  );
}
