import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import type { TimeFieldProps } from './fieldProps';
import { pickerSettings } from './settings';

/** Mantine's time picker on the reader's clock (24 h in tr and ru, AM/PM in en), loaded when a `TimeField` is first used. */
export default function TimePickerField({ value, onChange, presets, ...rest }: TimeFieldProps) {
  const settings = pickerSettings(useLocale());
  const hoursRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The hours take the stand-in's focus; with presets, focus opens their dropdown (no focus trap).
    hoursRef.current?.focus();
  }, []);
  return (
    <TimePicker
      hoursRef={hoursRef}
      format={settings.timeFormat}
      value={value}
      onChange={onChange}
      withDropdown={!!presets?.length}
      presets={presets}
      maxDropdownContentHeight={260}
      {...rest}
    />
  );
}
