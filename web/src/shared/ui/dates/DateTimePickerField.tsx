import { DateTimePicker } from '@mantine/dates';
import { useLocale } from '@/shared/hooks/useLocale';
import type { DateTimeFieldProps } from './fieldProps';
import { focusButton, Localized, useOpenOnMount } from './pickerBase';
import { pickerSettings } from './settings';

/** `yyyy-MM-ddTHH:mm` (a form's value) ↔ Mantine's `YYYY-MM-DD HH:mm:ss`. */
const toMantine = (value: string) => (value ? `${value.replace('T', ' ').slice(0, 16)}:00` : null);
const fromMantine = (value: string | null) => (value ? value.replace(' ', 'T').slice(0, 16) : '');

/** Mantine's date and time picker in the reader's format, loaded when a `DateTimeField` is first used. */
export default function DateTimePickerField({ value, onChange, open = true, ...rest }: DateTimeFieldProps & { open?: boolean }) {
  const settings = pickerSettings(useLocale());
  const ref = useOpenOnMount<HTMLButtonElement>(focusButton(open));
  return (
    <Localized>
      <DateTimePicker
        ref={ref}
        valueFormat={settings.dateTimeFormat}
        value={toMantine(value)}
        onChange={(at) => onChange(fromMantine(at))}
        timePickerProps={{ format: settings.timeFormat }}
        {...rest}
      />
    </Localized>
  );
}
