import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { DURATION_MAX, DURATION_STEP } from '../../lib/bindingForm';

type Props = Omit<NumberInputProps, 'min' | 'max' | 'step' | 'allowDecimal' | 'rightSection'>;

/** A service's duration in minutes: whole steps of DURATION_STEP up to DURATION_MAX, "min" after it. */
export function DurationInput(props: Props) {
  const { t } = useTranslation('salonProfile');
  return <NumberInput min={DURATION_STEP} max={DURATION_MAX} step={DURATION_STEP} allowDecimal={false} rightSection={t('binding.min')} {...props} />;
}
