/** The month of `today` (yyyy-MM-dd), the screen's default period. */
export function monthOf(today: Date): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(y, m + 1, 0).getDate();
  return { from: `${y}-${pad(m + 1)}-01`, to: `${y}-${pad(m + 1)}-${pad(last)}` };
}

/** TRY typed in the form → kuruş. */
export function toKurus(lira: number | string): number {
  return Math.round(Number(lira) * 100);
}

/** Basis points → a percentage number (1250 → 12.5). */
export function bpToPercent(bp: number | null | undefined): number {
  return (bp ?? 0) / 100;
}

/** Minutes → hours with up to two decimals (14100 → 235). */
export function hours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
