import type { Locale } from '@/shared/routes';

/** A rate in basis points (100 = 1 %) as a percentage with up to two decimals; null (nothing counted below the line) is '—'. */
export function formatRate(bp: number | null | undefined, locale: Locale): string {
  if (bp === null || bp === undefined) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** The bookings chart's rows: one per day, its statuses as series. */
export function chartRows(days: { day: string; counts: Record<string, number> }[], statuses: readonly string[]) {
  return days.map(({ day, counts }) => ({ day: day.slice(5), ...Object.fromEntries(statuses.map((s) => [s, counts[s] ?? 0])) }));
}
