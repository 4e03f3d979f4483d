import { intlLocale } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';
import { isoToDate } from './dates';

/** 'Pazartesi, 1 Aralık 2026' for a `yyyy-MM-dd` day. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(isoToDate(iso));
}

/** 'Aralık 2026' for a `yyyy-MM` month. */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(isoToDate(`${month}-01`));
}

/** Short weekday names, Monday first. */
export function weekdayNames(locale: Locale): string[] {
  const f = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}
