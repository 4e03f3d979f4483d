import type { Locale } from '@/shared/routes';

const intlTags: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' };

export function intlLocale(locale: Locale): string {
  return intlTags[locale];
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Kuruş (integer) → TRY with two decimals in the locale's style: 159900 → '₺1.599,00' (tr). */
export function formatMoney(kurus: number, locale: Locale): string {
  let nf = moneyFormats.get(locale);
  if (!nf) {
    nf = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, nf);
  }
  return nf.format(Math.round(kurus) / 100);
}

/** Keys of the `common` namespace; pass a `t` bound to it (useTranslation() / getFixedT(lng)). */
type DurationKey = 'duration.minutes' | 'duration.hours' | 'duration.hours_minutes';
type Translate = (key: DurationKey, options: Record<string, number>) => string;

/** Under 60 minutes → minutes; otherwise hours plus minutes (minutes dropped when zero). */
export function formatDuration(totalMinutes: number, t: Translate): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('duration.hours', { count: hours });
  return t('duration.hours_minutes', { hours, minutes: rest });
}
