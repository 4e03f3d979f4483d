/**
 * Salon days: calendar dates as `yyyy-MM-dd` strings (spec §5) in the salon's wall time
 * (docs/booking.md). The one place the web computes "today", the booking window and calendar days,
 * so a reader abroad sees the same days as the salon: "today" is read in the salon's zone, and day
 * arithmetic runs on UTC dates, where no local zone or DST shifts a day.
 *
 * The date pickers take these strings as they are (`<input type="date">` values, the checkout's
 * month calendar); `dayToDate` and `dayOfInstant` convert to and from `Date` where one is needed.
 */

/** Salons keep their schedules in Istanbul time (the API's dates and times are in it). */
export const SALON_TIME_ZONE = 'Europe/Istanbul';

/** Spec §9: bookings (and moves) at most 3 months ahead. */
export const BOOKING_WINDOW_MONTHS = 3;

/** A month as `yyyy-MM`. */
export type MonthKey = string;

/** First and last bookable day, both included. */
export interface DayWindow {
  min: string;
  max: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a year, a 0-based month and a day of month. */
export function toDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** `yyyy-MM-dd` → year, month (0-based) and day. */
export function parseDay(day: string): { year: number; month: number; day: number } {
  const [y = '1970', m = '1', d = '1'] = day.split('-');
  return { year: Number(y), month: Number(m) - 1, day: Number(d) };
}

/** The day as a `Date` at noon UTC: format it with `timeZone: 'UTC'` and no zone shifts its day. */
export function dayToDate(day: string): Date {
  const { year, month, day: d } = parseDay(day);
  return new Date(Date.UTC(year, month, d, 12));
}

/** The UTC day of a `Date` (the inverse of `dayToDate`). */
function utcDay(date: Date): string {
  return toDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Whether `text` is a real `yyyy-MM-dd` day (not 2026-02-30). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && utcDay(dayToDate(text)) === text;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `timeZone` (the salon's by default). */
export function dayOfInstant(instant: Date, timeZone: string = SALON_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Today in the salon's time zone, whatever the browser's zone is. */
export function salonToday(now: Date = new Date()): string {
  return dayOfInstant(now);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(dayToDate(day).getTime() + days * DAY_MS));
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `day` plus `months`, clamped to the target month's last day (Nov 30 + 3 → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const { year, month, day: d } = parseDay(day);
  const first = new Date(Date.UTC(year, month + months, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return toDay(y, m, Math.min(d, daysIn(y, m)));
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  return (dayToDate(day).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** Spec §9: the days a booking (or a move) may take: the salon's today … the same day 3 months later. */
export function bookingWindow(now: Date = new Date()): DayWindow {
  const min = salonToday(now);
  return { min, max: addMonths(min, BOOKING_WINDOW_MONTHS) };
}

/** `day` clamped into the window (`yyyy-MM-dd` compares as text). */
export function clampDay(day: string, window: DayWindow): string {
  if (day < window.min) return window.min;
  if (day > window.max) return window.max;
  return day;
}

export const monthOf = (day: string): MonthKey => day.slice(0, 7);

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  return monthOf(addMonths(`${month}-01`, by));
}

/** First and last day of a month. */
export function monthRange(month: MonthKey): { first: string; last: string } {
  const { year, month: m } = parseDay(`${month}-01`);
  return { first: toDay(year, m, 1), last: toDay(year, m, daysIn(year, m)) };
}

/** The month's weeks for a slot picker, Monday first: each cell a day, or null (days of the neighbouring months). */
export function monthWeeks(month: MonthKey): (string | null)[][] {
  const { first, last } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
