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

/** One line of the per-category commission editor: a category (or none chosen yet) and a percentage typed. */
export interface CategoryLine {
  categoryId: number | null;
  percent: number | string;
}

/** A percentage typed → basis points, or null when it is empty or outside 0–100 % (the server's bounds). */
export function percentToBp(percent: number | string): number | null {
  if (percent === '') return null;
  const bp = Math.round(Number(percent) * 100);
  return Number.isFinite(bp) && bp >= 0 && bp <= 10000 ? bp : null;
}

/**
 * The editor's lines as the settings call takes them, or null while one is incomplete, out of
 * bounds, or names a category twice (the server would refuse those with a 422 per line).
 */
export function categoryCommissions(lines: CategoryLine[]): { category_id: number; commission_bp: number }[] | null {
  const seen = new Set<number>();
  const out: { category_id: number; commission_bp: number }[] = [];
  for (const line of lines) {
    const bp = percentToBp(line.percent);
    if (line.categoryId === null || bp === null || seen.has(line.categoryId)) return null;
    seen.add(line.categoryId);
    out.push({ category_id: line.categoryId, commission_bp: bp });
  }
  return out;
}
