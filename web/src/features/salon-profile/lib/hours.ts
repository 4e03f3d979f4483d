/** Working hours as the settings form edits them (spec §5: a time for each enabled weekday). */

export interface DayForm {
  /** 0 is Monday. */
  weekday: number;
  enabled: boolean;
  /** HH:mm, '' while not set. */
  open: string;
  /** HH:mm ('24:00' closes at midnight), '' while not set. */
  close: string;
}

/** Minutes after midnight of `HH:mm`, or null. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 && Number(m[2]) < 60 ? minutes : null;
}

export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Field problems of the week as `working_hours.{index}.{open|close}` → errors key. */
export function weekProblems(days: readonly DayForm[]): Record<string, 'required' | 'time_range_alert'> {
  const out: Record<string, 'required' | 'time_range_alert'> = {};
  days.forEach((day, i) => {
    if (!day.enabled) return;
    if (!day.open) out[`working_hours.${i}.open`] = 'required';
    if (!day.close) out[`working_hours.${i}.close`] = 'required';
    const open = minutesOf(day.open);
    const close = minutesOf(day.close);
    // Spec §4: a time range applies only when both ends are set and the end is later.
    if (open != null && close != null && close <= open) out[`working_hours.${i}.close`] = 'time_range_alert';
  });
  return out;
}

export function hasWorkingDay(days: readonly DayForm[]): boolean {
  return days.some((d) => d.enabled);
}

/**
 * Times offered in the hour pickers: every `step` minutes of the day (opening times end at 23:xx,
 * closing times reach 24:00), plus `keep` when it is off the grid so stored hours still show.
 */
export function timeOptions(step: number, closing: boolean, keep?: string): string[] {
  const last = closing ? 1440 : 1440 - step;
  const out: string[] = [];
  for (let m = 0; m <= last; m += step) out.push(hhmm(m));
  if (keep && minutesOf(keep) != null && !out.includes(keep)) {
    out.push(keep);
    out.sort();
  }
  return out;
}
