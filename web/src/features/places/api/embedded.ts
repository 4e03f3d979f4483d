export const isSalonList = (v: unknown): v is { salons: unknown[]; total: number } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { salons?: unknown }).salons) &&
  typeof (v as { total?: unknown }).total === 'number';
