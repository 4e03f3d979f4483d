import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the date, time and date-time fields share (the stand-in and the picker take the same). */
export interface BaseFieldProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  name?: string;
  size?: MantineSize;
  withAsterisk?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  title?: string;
  className?: string;
  'data-testid'?: string;
}

/** A day as `yyyy-MM-dd` ('' for none), as every salon day in the web is (`shared/lib/salonDates`). */
export interface DateFieldProps extends BaseFieldProps {
  value: string;
  onChange: (day: string) => void;
  /** First and last day that may be chosen, `yyyy-MM-dd`. */
  minDate?: string;
  maxDate?: string;
  /**
   * The same, asked only when the calendar opens: for a window from today (`bookingWindow`), whose
   * first reading of the salon's time zone costs a phone ~100 ms of its main thread: not worth it
   * while the page hydrates, for a field most visitors never open.
   */
  dayRange?: () => { min: string; max: string };
  /** 'decade' for a birthday: years first. */
  defaultLevel?: 'month' | 'year' | 'decade';
}

/** A time as `HH:mm` ('' for none). */
export interface TimeFieldProps extends BaseFieldProps {
  value: string;
  onChange: (time: string) => void;
  /** Times offered in a dropdown (`HH:mm`). */
  presets?: string[];
}

/** An instant as the form keeps it, `yyyy-MM-ddTHH:mm` ('' for none). */
export interface DateTimeFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
}
