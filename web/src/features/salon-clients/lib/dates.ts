import { intlLocale } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local calendar date as yyyy-MM-dd. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** yyyy-MM-dd → the locale's short date ('17.05.1990' in Turkish); the date is taken as a calendar day. */
export function formatDay(day: string | null | undefined, locale: Locale): string {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(y, m - 1, d));
}

/** An instant → the locale's date and time. */
export function formatInstant(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));
}
