import type { Locale } from '@/shared/routes';
import { dayToDate, isDay } from './salonDates';

const intlTags: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' };

export function intlLocale(locale: Locale): string {
  return intlTags[locale];
}

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole count in the locale's style: 219224 → '219.224' (tr), '219,224' (en), '219 224' (ru). */
export function formatCount(count: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * How each locale writes an amount of lira: exactly what `Intl.NumberFormat(…, {style: 'currency',
 * currency: 'TRY', currencyDisplay: 'narrowSymbol'})` writes (format.test.ts compares them), spelled
 * out. The first currency formatter a page makes costs a phone ~100 ms of its main thread (the
 * browser loads the locale's currency data) in the middle of hydrating the first prices; and the
 * server's renderer and the browser now write prices with the same code, whatever their ICU.
 */
const MONEY_STYLES: Record<Locale, { group: string; decimal: string; symbolFirst: boolean }> = {
  tr: { group: '.', decimal: ',', symbolFirst: true },
  en: { group: ',', decimal: '.', symbolFirst: true },
  ru: { group: '\u00a0', decimal: ',', symbolFirst: false },
};

/** Kuruş (integer) → TRY with two decimals in the locale's style: 159900 → '₺1.599,00' (tr). */
export function formatMoney(kurus: number, locale: Locale): string {
  const style = MONEY_STYLES[locale];
  const cents = Math.round(kurus);
  if (!Number.isSafeInteger(cents)) return String(cents);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  const amount = `${whole}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  return style.symbolFirst ? `${sign}₺${amount}` : `${sign}${amount}\u00a0₺`;
}

/** Keys of the `common` namespace; pass a `t` bound to it (useTranslation() / getFixedT(lng)). */
type DurationKey = 'duration.minutes' | 'duration.hours' | 'duration.hours_minutes';
type Translate = (key: DurationKey, options: Record<string, number>) => string;

/** Under 60 minutes → minutes; otherwise hours plus minutes (minutes dropped when zero). */
export function formatDuration(totalMinutes: number, t: Translate): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('duration.hours', { count: hours });
  return t('duration.hours_minutes', { hours, minutes: rest });
}

/**
 * How a salon day (`yyyy-MM-dd`) reads, as Intl options (examples in Turkish and English). A day is a
 * calendar date, not an instant: it is formatted in UTC from `dayToDate`, so no zone moves it.
 */
const dayFormats = {
  /** 01.12.2026, 12/01/2026 */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 1 Ara 2026, Dec 1, 2026 */
  medium: { dateStyle: 'medium' },
  /** 1 Aralık 2026, December 1, 2026 */
  long: { dateStyle: 'long' },
  /** 1 Ara, Dec 1 */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 1 Ara Sal, Tue, Dec 1 (a chip) */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 1 Aralık 2026 Sal, Tue, December 1, 2026 */
  weekdayMedium: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  /** 1 Aralık 2026 Salı, Tuesday, December 1, 2026 */
  weekdayLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 1 Aralık Salı, Tuesday, December 1 (a day of a shown week) */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** Salı, Tuesday */
  weekday: { weekday: 'long' },
  /** Aralık 2026, December 2026 (of `yyyy-MM-01`) */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** How an instant (an ISO timestamp: created at, a deadline) reads, in the reader's zone unless one is given. */
const instantFormats = {
  /** 1 Ara 2026 14:05, Dec 1, 2026, 2:05 PM */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 1.12.2026 14:05, 12/1/26, 2:05 PM */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** 01.12.2026, 12/01/2026 */
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 1 Ara 2026, Dec 1, 2026 */
  date: { dateStyle: 'medium' },
  /** 1 Aralık 2026, December 1, 2026 */
  longDate: { dateStyle: 'long' },
  /** 14:05, 02:05 PM */
  time: { hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayFormat = keyof typeof dayFormats;
export type InstantFormat = keyof typeof instantFormats;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A salon day (`yyyy-MM-dd`, e.g. a visit's date, a birthday) in the reader's language: every date
 * the web shows goes through here or `formatInstant`. Empty for no day; a text that is no day is shown as is.
 */
export function formatDay(day: string | null | undefined, locale: Locale, format: DayFormat = 'medium'): string {
  if (!day) return '';
  if (!isDay(day)) return day;
  return dateFormat(locale, { ...dayFormats[format], timeZone: 'UTC' }, `day|${locale}|${format}`).format(dayToDate(day));
}

/** A month (`yyyy-MM`) as 'Aralık 2026'. */
export function formatMonth(month: string, locale: Locale): string {
  return formatDay(`${month}-01`, locale, 'month');
}

/** An instant (ISO timestamp) in the reader's language and zone, or in `timeZone` (the salon's, next to salon times). */
export function formatInstant(at: string | null | undefined, locale: Locale, format: InstantFormat = 'dateTime', timeZone?: string): string {
  if (!at) return '';
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const options: Intl.DateTimeFormatOptions = timeZone ? { ...instantFormats[format], timeZone } : instantFormats[format];
  return dateFormat(locale, options, `instant|${locale}|${format}|${timeZone ?? ''}`).format(date);
}

/** Month names, January first ('Ocak' … 'Aralık'). */
export function monthNames(locale: Locale): string[] {
  const format = dateFormat(locale, { month: 'long', timeZone: 'UTC' }, `months|${locale}`);
  return Array.from({ length: 12 }, (_, i) => format.format(dayToDate(`2024-${String(i + 1).padStart(2, '0')}-01`)));
}

/** The text with its first letter upper-cased the locale's way (a Russian weekday or month heading a line). */
export function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

/** Weekday names, Monday first ('Pzt' … 'Paz' short, 'Pazartesi' … long). */
export function weekdayNames(locale: Locale, style: 'long' | 'short' = 'short'): string[] {
  // 2024-01-01 was a Monday.
  const format = dateFormat(locale, { weekday: style, timeZone: 'UTC' }, `weekdays|${locale}|${style}`);
  return Array.from({ length: 7 }, (_, i) => format.format(dayToDate(`2024-01-0${i + 1}`)));
}
