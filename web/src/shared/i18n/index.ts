import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '@/shared/routes';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { initialNamespaces, namespaces } from './resources';

export { namespaces, initialNamespaces, type Namespace, type Resources } from './resources';

export const LOCALE_COOKIE = 'locale';

// Each locale/namespace file becomes its own small chunk, fetched on demand.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export const i18n = i18next;

/** Starts i18next in the URL's locale; with `resources` (tests) nothing is fetched. */
export async function initI18n(locale: Locale, resources?: Resource): Promise<typeof i18next> {
  if (!resources) i18next.use(lazyBackend);
  i18next.use(initReactI18next);
  await i18next.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: resources ? namespaces : initialNamespaces,
    defaultNS: 'common',
    resources,
    partialBundledLanguages: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  applyLocaleSideEffects(locale);
  return i18next;
}

/** The locale currently shown (follows the URL prefix). */
export function currentLocale(): Locale {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(lng) ? lng : defaultLocale;
}

/** Switches i18next to `locale`, updates `<html lang>` and the 365-day `locale` cookie. */
export async function setLocale(locale: Locale): Promise<void> {
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  applyLocaleSideEffects(locale);
}

function applyLocaleSideEffects(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  if (readCookie(LOCALE_COOKIE) !== locale) writeCookie(LOCALE_COOKIE, locale);
}
