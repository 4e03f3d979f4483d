import { capitalize, formatDay } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';

/** "Pazartesi, 24 Kasım" in the page's language, capitalised. */
export function dayLabel(date: string, locale: Locale): string {
  return capitalize(formatDay(date, locale, 'weekdayDayMonth'), locale);
}

export function weekdayLabel(date: string, locale: Locale): string {
  return formatDay(date, locale, 'weekday');
}

export function shortDate(date: string, locale: Locale): string {
  return formatDay(date, locale, 'dayMonth');
}
