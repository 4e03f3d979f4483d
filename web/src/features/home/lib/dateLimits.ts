/** Local calendar date as yyyy-MM-dd (spec §5 date format). */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `d` plus `months`, clamped to the last day of the target month (Nov 30 + 3 → Feb 28/29). */
export function addMonths(d: Date, months: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(d.getDate(), lastDay));
  return target;
}

/** Spec §9: bookings at most 3 months ahead. */
export const BOOKING_WINDOW_MONTHS = 3;

/** min and max of the search date field: today … today + 3 months. */
export function searchDateLimits(now = new Date()): { min: string; max: string } {
  return { min: isoDate(now), max: isoDate(addMonths(now, BOOKING_WINDOW_MONTHS)) };
}
