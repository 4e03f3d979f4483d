import type { Namespace as I18nextNamespace, TFunction } from 'i18next';
import { cloneElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { Namespace } from './resources';
import { i18n, type I18n, type TOptions } from './runtime';

/** react-i18next's: a namespace or a tuple of them, the first one for keys without a prefix. */
type Namespaces = Namespace | readonly [Namespace?, ...Namespace[]];
type Resolved<Ns> = Ns extends I18nextNamespace ? Ns : 'common';

const languageNow = () => i18n.language;

/**
 * react-i18next's hook over the small runtime: `t` for the namespaces in the active language,
 * re-rendering on a language switch, and suspending (like react-i18next's useSuspense) until the
 * namespaces are loaded.
 */
export function useTranslation<const Ns extends Namespaces | undefined = undefined>(
  ns?: Ns,
): { t: TFunction<Resolved<Ns>>; i18n: I18n } {
  const language = useSyncExternalStore(i18n.subscribe, languageNow, languageNow);
  const key = ns === undefined ? 'common' : typeof ns === 'string' ? ns : ns.join();
  const t = useMemo(() => i18n.getFixedT(language, key.split(',') as Namespace[]) as never, [language, key]);
  const names = key.split(',');
  // Throwing the load suspends the screen the way React.lazy does until its code is in.
  if (!i18n.hasLoaded(names)) throw i18n.loadNamespaces(names as Namespace[]);
  return { t, i18n };
}

interface TransProps {
  t: (key: never, options?: TOptions) => unknown;
  i18nKey: string;
  values?: TOptions;
  /** Elements for the `<name>text</name>` tags of the translation, which become their children. */
  components: Record<string, ReactElement>;
}

/**
 * react-i18next's Trans for what our texts use: named tags around plain text, not nested
 * ("Okudum: <terms>koşullar</terms>" with components={{ terms: <a /> }}).
 */
export function Trans({ t, i18nKey, values, components }: TransProps): ReactNode {
  const text = String(t(i18nKey as never, values));
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', inner] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
