/** Local calendar date as yyyy-MM-dd. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spec §9: bookings at most 3 months ahead, so the date filter runs from today to then. */
export function dateFilterLimits(now = new Date()): { min: string; max: string } {
  const max = new Date(now.getFullYear(), now.getMonth() + 3, 1);
  const lastDay = new Date(max.getFullYear(), max.getMonth() + 1, 0).getDate();
  max.setDate(Math.min(now.getDate(), lastDay));
  return { min: isoDate(now), max: isoDate(max) };
}
