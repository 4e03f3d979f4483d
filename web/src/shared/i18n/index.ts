import { defaultLocale, isLocale, type Locale } from '@/shared/routes';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { initialNamespaces, namespaces } from './resources';
import { i18n, type Bundles, type Loader } from './runtime';

export { namespaces, initialNamespaces, type Namespace, type Resources } from './resources';
export { Trans, useTranslation } from './react';
export { i18n, type Bundles, type I18n } from './runtime';

export const LOCALE_COOKIE = 'locale';

// Each locale/namespace file becomes its own small chunk, fetched on demand.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
const loadFile: Loader = async (lng, ns) => {
  const load = files[`../../locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`No translations for ${lng}/${ns}`);
  return (await load()).default;
};

/** Starts in the URL's locale; with `bundles` (tests) nothing is fetched. */
export async function initI18n(locale: Locale, bundles?: Bundles): Promise<void> {
  await i18n.init({
    lng: locale,
    fallbackLng: defaultLocale,
    defaultNS: 'common',
    ns: bundles ? namespaces : initialNamespaces,
    ...(bundles ? { bundles } : { load: loadFile }),
  });
  applyLocaleSideEffects(locale);
}

/** The locale currently shown (follows the URL prefix). */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Switches the language to `locale`, updates `<html lang>` and the 365-day `locale` cookie. */
export async function setLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyLocaleSideEffects(locale);
}

function applyLocaleSideEffects(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  if (readCookie(LOCALE_COOKIE) !== locale) writeCookie(LOCALE_COOKIE, locale);
}
