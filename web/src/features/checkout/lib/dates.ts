/** Calendar arithmetic on `yyyy-MM-dd` strings, in the salon's wall time (docs/booking.md). */

/** Spec §9: bookings at most 3 months ahead. */
export const BOOKING_WINDOW_MONTHS = 3;
/** Salons keep their schedules in Istanbul time. */
export const SALON_TIME_ZONE = 'Europe/Istanbul';

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** `yyyy-MM-dd` → year, month (0-based) and day. */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } {
  const [y = '1970', m = '1', d = '1'] = iso.split('-');
  return { year: Number(y), month: Number(m) - 1, day: Number(d) };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Today in the salon's time zone. */
export function salonToday(now = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `iso` plus `months`, clamped to the target month's last day (Nov 30 + 3 → Feb 28/29). */
export function addMonthsIso(iso: string, months: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const first = new Date(Date.UTC(year, month + months, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return isoDate(y, m, Math.min(day, daysIn(y, m)));
}

/** The days a booking may take: today … today + 3 months. */
export function bookingWindow(now = new Date()): { min: string; max: string } {
  const min = salonToday(now);
  return { min, max: addMonthsIso(min, BOOKING_WINDOW_MONTHS) };
}

/** A month as `yyyy-MM`. */
export type MonthKey = string;

export const monthOf = (iso: string): MonthKey => iso.slice(0, 7);

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  return addMonthsIso(`${month}-01`, by).slice(0, 7);
}

/** First and last day of a month. */
export function monthRange(month: MonthKey): { first: string; last: string } {
  const { year, month: m } = parseIsoDate(`${month}-01`);
  return { first: isoDate(year, m, 1), last: isoDate(year, m, daysIn(year, m)) };
}

/**
 * The month's weeks, Monday first: each cell a date or null (days of the neighbouring months).
 */
export function monthWeeks(month: MonthKey): (string | null)[][] {
  const { year, month: m } = parseIsoDate(`${month}-01`);
  const lead = (new Date(Date.UTC(year, m, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysIn(year, m); d++) cells.push(isoDate(year, m, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A date as a UTC instant at noon, for Intl formatting without day shifts. */
export function isoToDate(iso: string): Date {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(Date.UTC(year, month, day, 12));
}
