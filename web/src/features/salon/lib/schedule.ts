import type { WorkingHours } from '../api/types';

/** 2024-01-01 was a Monday: seven days from it give Monday … Sunday names in any locale. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** Localized weekday names, Monday first. */
export function weekdayNames(intlLocale: string, style: 'long' | 'short' = 'long'): string[] {
  const fmt = new Intl.DateTimeFormat(intlLocale, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(MONDAY_UTC + i * DAY_MS)));
}

const ORDER = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's weekday (0 = Monday) in the salon's time zone. */
export function weekdayInZone(timeZone: string, now: Date = new Date()): number {
  let short: string;
  try {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return Math.max(0, ORDER.indexOf(short));
}

export interface ScheduleRow {
  weekday: number;
  /** Empty when the salon is closed that weekday. */
  ranges: { open: string; close: string }[];
}

/** Seven rows Monday … Sunday; several ranges a day (a break) are kept in time order. */
export function scheduleRows(hours: WorkingHours[]): ScheduleRow[] {
  return Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    ranges: hours
      .filter((h) => h.weekday === weekday)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
}

/** 'yyyy-MM-dd' as a calendar date in the page locale (no time-zone shift). */
export function formatIsoDate(iso: string, intlLocale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
