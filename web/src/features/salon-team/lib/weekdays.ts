import { intlLocale } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';

/** Weekday names from the browser's calendar data, Monday (0) first, so no translation table is needed. */
export function weekdayName(weekday: number, locale: Locale, style: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + weekday));
  const name = new Intl.DateTimeFormat(intlLocale(locale), { weekday: style, timeZone: 'UTC' }).format(date);
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}
