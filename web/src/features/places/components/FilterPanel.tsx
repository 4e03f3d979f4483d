import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { AmenitiesFilter } from './AmenitiesFilter';
import { DateFilter } from './DateFilter';
import { DepartmentFilter } from './DepartmentFilter';
import type { FilterProps } from './filterProps';
import { LookupFilters } from './LookupFilters';
import { PriceFilter } from './PriceFilter';
import { RatingFilter } from './RatingFilter';

interface Props extends FilterProps {
  onReset: () => void;
  canReset: boolean;
}

/**
 * Every filter of the places list (side column on desktop, drawer on smaller screens); a lazy chunk,
 * so the route's first paint does not wait for its inputs (NumberInput, Combobox, Checkbox).
 */
export function FilterPanel({ filters, onChange, onReset, canReset }: Props) {
  const { t } = useTranslation('places');
  return (
    <Stack gap="md" data-testid="filter-panel">
      <DepartmentFilter filters={filters} onChange={onChange} />
      <LookupFilters filters={filters} onChange={onChange} />
      <DateFilter filters={filters} onChange={onChange} />
      <Divider />
      <PriceFilter filters={filters} onChange={onChange} />
      <RatingFilter filters={filters} onChange={onChange} />
      <AmenitiesFilter filters={filters} onChange={onChange} />
      <Button variant="subtle" onClick={onReset} disabled={!canReset} data-testid="filter-reset">
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}

export default FilterPanel;
