import { Fieldset, Group, NumberInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { FilterProps } from './filterProps';

const toLira = (kurus: number | null) => (kurus === null ? '' : kurus / 100);
const toKurus = (lira: string | number) => (lira === '' ? null : Math.round(Number(lira) * 100));

/** Price range in TRY (sent in kuruş); applied when a field is left or Enter is pressed. */
export function PriceFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('places');
  const [min, setMin] = useState<string | number>(toLira(filters.price_min));
  const [max, setMax] = useState<string | number>(toLira(filters.price_max));
  useEffect(() => setMin(toLira(filters.price_min)), [filters.price_min]);
  useEffect(() => setMax(toLira(filters.price_max)), [filters.price_max]);

  const commit = () => {
    let low = toKurus(min);
    let high = toKurus(max);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    if (low !== filters.price_min || high !== filters.price_max) onChange({ price_min: low, price_max: high });
  };
  const common = {
    min: 0,
    step: 50,
    allowNegative: false,
    decimalScale: 2,
    thousandSeparator: ' ',
    suffix: ' ₺',
    hideControls: true,
    onBlur: commit,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter') commit();
    },
  };
  return (
    <Fieldset legend={t('filters.price')} variant="unstyled" p={0} m={0}>
      <Group grow gap="xs" wrap="nowrap">
        <NumberInput {...common} aria-label={t('filters.price_min')} placeholder={t('filters.price_min')} value={min} onChange={setMin} data-testid="filter-price-min" />
        <NumberInput {...common} aria-label={t('filters.price_max')} placeholder={t('filters.price_max')} value={max} onChange={setMax} data-testid="filter-price-max" />
      </Group>
    </Fieldset>
  );
}
