/**
 * Names as people type them: Turkish case and diacritics and runs of spaces ignored, the way the
 * server compares them (domain::salon_settings::same_name). `toLowerCase` is wrong for Turkish
 * (İ → i̇), so letters are mapped one by one.
 */
const FOLD: Record<string, string> = {
  İ: 'i', I: 'i', ı: 'i', Î: 'i', î: 'i', Ç: 'c', ç: 'c', Ğ: 'g', ğ: 'g', Ö: 'o', ö: 'o', Ş: 's', ş: 's', Ü: 'u', ü: 'u', Û: 'u', û: 'u', Â: 'a', â: 'a',
};

export function foldName(text: string): string {
  return Array.from(text, (c) => FOLD[c] ?? c.toLowerCase())
    .join('')
    .replace(/\u0307/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

/** Deleting needs the name typed as shown, in any of its languages (spec §5). */
export function nameConfirms(typed: string, names: readonly string[]): boolean {
  const folded = foldName(typed);
  return folded !== '' && names.some((n) => foldName(n) === folded);
}
