import type { i18n as I18nextInstance, TFunction } from 'i18next';
import type { Namespace } from './resources';

/**
 * The part of i18next the app uses, in ~2 KB instead of ~20 KB (with react-i18next): public routes
 * must stay under 150 KB of gzipped JavaScript (DESIGN §5, docs/performance.md). It keeps i18next's
 * behaviour for what the app relies on: `ns:key` and namespace lists (first match wins, then the
 * fallback language), plural suffixes chosen by Intl.PluralRules (`_one`, `_few`, `_many`, `_other`),
 * `{{var}}` interpolation (a variable not passed stays as written, like i18next), `defaultValue`,
 * `returnObjects` (the tree as stored), and a language switch that lands only once every namespace
 * in use is loaded for it. The types are i18next's own, so keys stay checked against the Turkish files.
 */

type Tree = Record<string, unknown>;
/** Loads one namespace file of one language. */
export type Loader = (lng: string, ns: string) => Promise<Tree>;
/** Language → namespace → tree (what tests pass instead of loading files). */
export type Bundles = Record<string, Record<string, Tree>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  lng?: string;
  [name: string]: unknown;
}

export interface I18n {
  /** The active language. */
  readonly language: string;
  /** Every namespace, `ns:key` to pick one; 'common' when there is no prefix. */
  t: I18nextInstance['t'];
  exists(key: string, options?: { lng?: string }): boolean;
  /** The stored value at a dotted path of one language's namespace, no fallback. */
  getResource(lng: string, ns: string, key: string): unknown;
  getFixedT<const Ns extends Namespace | readonly Namespace[] = 'common'>(lng: string | null, ns?: Ns): TFunction<Ns>;
  /** Loads the namespaces for the active and fallback language; later switches load them too. */
  loadNamespaces(ns: Namespace | readonly Namespace[]): Promise<void>;
  loadLanguages(lngs: string | readonly string[]): Promise<void>;
  /** Whether the namespaces are there for the active and fallback language (else: loadNamespaces). */
  hasLoaded(ns: readonly string[]): boolean;
  /** Resolves once `lng` is active: its namespaces in use load first, then listeners hear of it. */
  changeLanguage(lng: string): Promise<void>;
  /** Called after every language switch. */
  subscribe(listener: () => void): () => void;
  /** (Re)starts with a language and what to load; resolves when its first namespaces are in. */
  init(options: InitOptions): Promise<void>;
}

export interface InitOptions {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
  /** Namespaces to load for the first language before anything renders. */
  ns: readonly string[];
  /** Everything up front (tests); without it, `load` fetches each language/namespace on demand. */
  bundles?: Bundles;
  load?: Loader;
}

const list = <T,>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

/** Value at a dotted path ('a.b.c') of a tree. */
function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** Replaces `{{name}}` with values[name]; a name not passed stays as written (i18next does the same). */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name] ?? '') : whole,
  );
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return `_${rules.select(count)}`;
}

const store = new Map<string, Tree>();
const loading = new Map<string, Promise<void>>();
/** Namespaces asked for so far: a language switch loads all of them. */
const inUse = new Set<string>();
const listeners = new Set<() => void>();
let config: InitOptions = { lng: 'tr', fallbackLng: 'tr', defaultNS: 'common', ns: [] };
let language = config.lng;
/** The latest requested language: an older switch that finishes later does not win. */
let target = language;

const id = (lng: string, ns: string) => `${lng}/${ns}`;
const languagesFor = (lng: string) => (lng === config.fallbackLng ? [lng] : [lng, config.fallbackLng]);
const isLoaded = (lng: string, ns: string) => !config.load || store.has(id(lng, ns));

function loadOne(lng: string, ns: string): Promise<void> {
  const key = id(lng, ns);
  let pending = loading.get(key);
  if (!pending) {
    pending = config.load!(lng, ns).then(
      (tree) => void store.set(key, tree),
      (error: unknown) => {
        // Keys show instead of a screen that never appears; a vanished chunk reloads the page
        // (vite:preloadError, shared/lib/chunkReload).
        console.error(`Translations ${key} failed to load`, error);
        store.set(key, {});
      },
    );
    loading.set(key, pending);
    void pending.finally(() => loading.delete(key));
  }
  return pending;
}

function loadAll(lngs: readonly string[], namespaces: Iterable<string>): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const lng of lngs) for (const ns of namespaces) if (!isLoaded(lng, ns)) jobs.push(loadOne(lng, ns));
  return Promise.all(jobs).then(() => undefined);
}

/** 'ns:key' → (['ns'], 'key'); a plain key → (the namespaces given, key). */
function split(fullKey: string, namespaces: readonly string[]): [readonly string[], string] {
  const colon = fullKey.indexOf(':');
  return colon < 0 ? [namespaces, fullKey] : [[fullKey.slice(0, colon)], fullKey.slice(colon + 1)];
}

/** First match over the namespaces, each in the language and then the fallback. */
function resolve(lng: string, namespaces: readonly string[], key: string, count: unknown): unknown {
  for (const ns of namespaces) {
    for (const code of languagesFor(lng)) {
      const tree = store.get(id(code, ns));
      const form = typeof count === 'number' ? lookup(tree, key + pluralSuffix(code, count)) : undefined;
      const value = form ?? lookup(tree, key);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function translate(lng: string, defaults: readonly string[], fullKey: string, opts: TOptions = {}): unknown {
  const [namespaces, key] = split(fullKey, defaults);
  const value = resolve(opts.lng ?? lng, namespaces, key, opts.count);
  if (typeof value === 'string') return interpolate(value, opts);
  if (value !== undefined && opts.returnObjects) return value;
  return opts.defaultValue === undefined ? key : interpolate(opts.defaultValue, opts);
}

function fixedT(lng: string | null, ns: string | readonly string[]): never {
  const namespaces = list(ns);
  return ((key: string, opts?: TOptions) => translate(lng ?? language, namespaces, key, opts)) as never;
}

export const i18n: I18n = {
  get language() {
    return language;
  },
  t: ((key: string, opts?: TOptions) => translate(language, [config.defaultNS], key, opts)) as never,
  exists(fullKey, opts = {}) {
    const [namespaces, key] = split(fullKey, [config.defaultNS]);
    return resolve(opts.lng ?? language, namespaces, key, undefined) !== undefined;
  },
  getResource: (lng, ns, key) => lookup(store.get(id(lng, ns)), key),
  getFixedT: (lng, ns) => fixedT(lng, ns ?? config.defaultNS),
  loadNamespaces(ns) {
    for (const n of list(ns)) inUse.add(n);
    return loadAll(languagesFor(language), list(ns));
  },
  loadLanguages: (lngs) => loadAll(list(lngs), inUse),
  hasLoaded: (ns) => languagesFor(language).every((lng) => ns.every((n) => isLoaded(lng, n))),
  changeLanguage(lng) {
    target = lng;
    const apply = () => {
      if (target !== lng || language === lng) return;
      language = lng;
      listeners.forEach((listener) => listener());
    };
    const loaded = languagesFor(lng).every((code) => [...inUse].every((ns) => isLoaded(code, ns)));
    // Nothing to fetch (always so in tests): switch at once, as i18next does with bundled resources.
    if (loaded) {
      apply();
      return Promise.resolve();
    }
    return loadAll(languagesFor(lng), inUse).then(apply);
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  init(options) {
    config = options;
    language = target = options.lng;
    store.clear();
    inUse.clear();
    for (const ns of options.ns) inUse.add(ns);
    for (const [lng, namespaces] of Object.entries(options.bundles ?? {})) {
      for (const [ns, tree] of Object.entries(namespaces)) store.set(id(lng, ns), tree);
    }
    return loadAll(languagesFor(language), options.ns);
  },
};
