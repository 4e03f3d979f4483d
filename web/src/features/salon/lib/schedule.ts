import { dayOfInstant, salonToday, weekdayOf } from '@/shared/lib/salonDates';
import type { WorkingHours } from '../api/types';

/** Today's weekday (0 = Monday) in the salon's time zone (Istanbul's when the zone is unknown). */
export function weekdayInZone(timeZone: string, now: Date = new Date()): number {
  let today: string;
  try {
    today = dayOfInstant(now, timeZone);
  } catch {
    today = salonToday(now);
  }
  return weekdayOf(today);
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
