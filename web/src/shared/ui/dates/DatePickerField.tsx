import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import type { DateFieldProps } from './fieldProps';
import { focusButton, Localized, useOpenOnMount } from './pickerBase';
import { pickerSettings } from './settings';

/** Mantine's date picker in the reader's format, loaded when a `DateField` is first used. */
export default function DatePickerField({ value, onChange, open = true, dayRange, ...rest }: DateFieldProps & { open?: boolean }) {
  const settings = pickerSettings(useLocale());
  const [range] = useState(() => dayRange?.());
  const ref = useOpenOnMount<HTMLButtonElement>(focusButton(open));
  return (
    <Localized>
      <DatePickerInput
        ref={ref}
        valueFormat={settings.dateFormat}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        minDate={range?.min}
        maxDate={range?.max}
        {...rest}
      />
    </Localized>
  );
}
