import { capitalize, weekdayNames } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';

/** A weekday's name (0 = Monday) from the browser's calendar data, capitalised. */
export function weekdayName(weekday: number, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return capitalize(weekdayNames(locale, style)[weekday] ?? '', locale);
}
