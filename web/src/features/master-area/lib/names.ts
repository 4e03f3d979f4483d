import { intlLocale } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';
import { parseIso } from './week';

/** "Pazartesi, 24 Kasım" in the page's language, from the browser's calendar data. */
export function dayLabel(date: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long' }).format(parseIso(date));
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

export function weekdayLabel(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long' }).format(parseIso(date));
}

export function shortDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short' }).format(parseIso(date));
}
