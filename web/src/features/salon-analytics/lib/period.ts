/** A period of salon-local days, `yyyy-MM-dd` both ends. */
export interface Period {
  from: string;
  to: string;
}

export type Preset = 'thisMonth' | 'lastMonth' | 'last30' | 'thisYear' | 'last2years';

export const presets: Preset[] = ['thisMonth', 'lastMonth', 'last30', 'thisYear', 'last2years'];

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The dates a preset stands for on `today` (the API allows at most 731 days). */
export function presetPeriod(preset: Preset, today: Date = new Date()): Period {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { from: ymd(new Date(y, m, 1)), to: ymd(new Date(y, m + 1, 0)) };
    case 'lastMonth':
      return { from: ymd(new Date(y, m - 1, 1)), to: ymd(new Date(y, m, 0)) };
    case 'last30':
      return { from: ymd(new Date(y, m, today.getDate() - 29)), to: ymd(today) };
    case 'thisYear':
      return { from: ymd(new Date(y, 0, 1)), to: ymd(new Date(y, 11, 31)) };
    case 'last2years':
      return { from: ymd(new Date(y - 2, m, today.getDate() + 1)), to: ymd(today) };
  }
}

/** The change from `previous` to `current` in percent, or null when there was nothing before. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
