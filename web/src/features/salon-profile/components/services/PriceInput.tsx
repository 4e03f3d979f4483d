import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';

/** TRY with two decimals, typed the way the page's language writes them (321,50 or 321.50). */
export function PriceInput(props: Omit<NumberInputProps, 'decimalScale' | 'fixedDecimalScale' | 'decimalSeparator'>) {
  const locale = useLocale();
  return <NumberInput min={0} hideControls decimalScale={2} fixedDecimalScale decimalSeparator={locale === 'en' ? '.' : ','} thousandSeparator={false} rightSection="₺" inputMode="decimal" {...props} />;
}
