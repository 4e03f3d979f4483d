export const EXPENSE_CATEGORIES = ['rent', 'products', 'utilities', 'marketing', 'equipment', 'taxes', 'other'] as const;

/** The month of `today` (yyyy-MM-dd), the screen's default period. */
export function monthOf(today: Date): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${y}-${pad(m + 1)}-01`, to: `${y}-${pad(m + 1)}-${pad(new Date(y, m + 1, 0).getDate())}` };
}

/** A change in basis points as a signed percentage ("+25 %", "−3.5 %"); null: nothing to compare with. */
export function formatChange(bp: number | null | undefined): string | null {
  if (bp === null || bp === undefined) return null;
  const value = Math.abs(bp) / 100;
  return `${bp > 0 ? '+' : bp < 0 ? '−' : ''}${value} %`;
}
