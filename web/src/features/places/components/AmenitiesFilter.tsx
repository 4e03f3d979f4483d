import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { AMENITIES, type Amenity } from '../lib/filters';
import type { FilterProps } from './filterProps';

/** Amenities the salon must offer (all of the ticked ones). */
export function AmenitiesFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  return (
    <Checkbox.Group
      value={filters.amenities}
      onChange={(v) => onChange({ amenities: AMENITIES.filter((a) => v.includes(a)) as Amenity[] })}
    >
      <Fieldset legend={t('filters.amenities')} variant="unstyled" p={0} m={0} data-testid="filter-amenities">
        <Stack gap={10}>
          {AMENITIES.map((code) => (
            <Checkbox key={code} value={code} label={t(`amenities.${code}`)} />
          ))}
        </Stack>
      </Fieldset>
    </Checkbox.Group>
  );
}
