import type { DayAvailability } from '../api/types';

/** Every free start of the day over the masters asked for, sorted ("any master" shows the union). */
export function freeTimesOf(day: DayAvailability | undefined): string[] {
  if (!day) return [];
  return [...new Set(day.masters.flatMap((m) => m.free_times))].sort();
}

/**
 * The master for a start time: the preferred one (the basket's current master) when free then,
 * otherwise the first master free at that time; null when nobody is.
 */
export function masterForTime(day: DayAvailability | undefined, time: string, preferred?: number | null): number | null {
  const free = (day?.masters ?? []).filter((m) => m.free_times.includes(time));
  if (preferred && free.some((m) => m.master_id === preferred)) return preferred;
  return free[0]?.master_id ?? null;
}
