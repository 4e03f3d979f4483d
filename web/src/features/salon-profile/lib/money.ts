/** Prices are typed in TRY with two decimals and travel in kuruş (integers). */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

export function toLira(kurus: number): number {
  return kurus / 100;
}

/** Empty number inputs are null (spec §5); Mantine's NumberInput gives '' for them. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === '' || value == null) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
