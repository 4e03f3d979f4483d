import { Fieldset, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { bookingWindow } from '@/shared/lib/salonDates';
import { DateField, TimeField } from '@/shared/ui/dates';
import type { FilterProps } from './filterProps';

/** Open on a date, optionally at a time. */
export function DateFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  return (
    <Fieldset legend={t('filters.when')} variant="unstyled" p={0} m={0}>
      <Group grow gap="xs" wrap="nowrap" align="flex-start">
        <DateField
          aria-label={t('filters.date')}
          dayRange={bookingWindow}
          value={filters.date}
          onChange={(date) => onChange({ date })}
          clearable
          data-testid="filter-date"
        />
        <TimeField
          aria-label={t('filters.time')}
          value={filters.time}
          disabled={!filters.date}
          title={filters.date ? undefined : t('filters.time_needs_date')}
          onChange={(time) => onChange({ time })}
          clearable
          data-testid="filter-time"
        />
      </Group>
    </Fieldset>
  );
}
