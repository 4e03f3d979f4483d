import { Fieldset, SegmentedControl } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { FilterProps } from './filterProps';

const STEPS = ['', '3', '4', '5'] as const;

/** Minimum rating: any, 3+, 4+ or 5. */
export function RatingFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  return (
    <Fieldset legend={t('filters.rating')} variant="unstyled" p={0} m={0}>
      <SegmentedControl
        fullWidth
        radius="xl"
        value={filters.rating_min ? String(filters.rating_min) : ''}
        onChange={(v) => onChange({ rating_min: v ? Number(v) : null })}
        data={STEPS.map((v) => ({ value: v, label: v ? t('filters.rating_at_least', { rating: v }) : t('filters.any') }))}
        data-testid="filter-rating"
      />
    </Fieldset>
  );
}
