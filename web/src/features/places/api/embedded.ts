import { readInitialData, servedPath } from '@/shared/api/initialData';

/** Embedded first data under `key`, only on the page the server rendered it for. */
export function embeddedFor<T>(key: string, pathname: string, valid: (value: unknown) => value is T): T | undefined {
  if (pathname !== servedPath()) return undefined;
  const value = readInitialData()?.[key];
  return valid(value) ? value : undefined;
}

export const isSalonList = (v: unknown): v is { salons: unknown[]; total: number } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { salons?: unknown }).salons) &&
  typeof (v as { total?: unknown }).total === 'number';
