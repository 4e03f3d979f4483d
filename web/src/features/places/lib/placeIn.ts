import type { Locale } from '@/shared/routes';

const BACK_VOWELS = 'aıou';
const VOWELS = 'aıoueiöü';
/** Voiceless consonants: after them the suffix starts with t ("Beşiktaş'ta"). */
const VOICELESS = 'fstkçşhp';

/**
 * A place name as "in <place>" needs it: Turkish adds the locative suffix by vowel harmony and the
 * last sound ("Kadıköy'de", "Çankaya'da", "Beşiktaş'ta"; a neighbourhood's "Caferağa Mah." becomes
 * "Caferağa Mahallesi'nde"); English and Russian texts put a preposition before the plain name.
 */
export function placeIn(locale: Locale, name: string): string {
  if (locale !== 'tr') return name;
  const neighbourhood = /^(.*\S)\s+Mah\.?$/u.exec(name);
  if (neighbourhood) return `${neighbourhood[1]} Mahallesi'nde`;
  const letters = [...name.toLocaleLowerCase('tr')].filter((c) => /\p{L}/u.test(c));
  const lastVowel = letters.filter((c) => VOWELS.includes(c)).at(-1) ?? 'e';
  const lastLetter = letters.at(-1) ?? '';
  const consonant = VOICELESS.includes(lastLetter) ? 't' : 'd';
  const vowel = BACK_VOWELS.includes(lastVowel) ? 'a' : 'e';
  return `${name}'${consonant}${vowel}`;
}
