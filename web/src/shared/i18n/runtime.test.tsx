import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAllResources } from '@/test/resources';
import { Trans, useTranslation } from './react';
import { i18n, type Bundles, type InitOptions } from './runtime';

const bundles: Bundles = {
  tr: {
    common: { hello: 'Merhaba {{name}}', item_one: '{{count}} öğe', item_other: '{{count}} öğe', only_tr: 'yalnız tr' },
    extra: { hello: 'ekstra', list: ['a', 'b'], nested: { deep: 'derin' } },
  },
  en: {
    common: { hello: 'Hello {{name}}', item_one: 'one item', item_other: '{{count}} items' },
    extra: { hello: 'extra', list: ['x', 'y'], nested: { deep: 'deep' } },
  },
  ru: {
    common: { item_one: '{{count}} штука', item_few: '{{count}} штуки', item_many: '{{count}} штук', item_other: '{{count}} штуки' },
  },
};

const base: InitOptions = { lng: 'tr', fallbackLng: 'tr', defaultNS: 'common', ns: [] };
const t = (key: string, opts?: Record<string, unknown>) => (i18n.t as (k: string, o?: object) => unknown)(key, opts);

/** Files served by a fake loader, each load resolved by hand. */
function deferredLoader(files: Bundles) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const load = (lng: string, ns: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      calls.push(`${lng}/${ns}`);
      pending.push(() => resolve(files[lng]?.[ns] ?? {}));
    });
  const flush = async () => {
    while (pending.length) pending.shift()!();
    await act(async () => {});
  };
  return { load, calls, flush };
}

afterAll(() => i18n.init({ ...base, bundles: loadAllResources() }));

describe('t', () => {
  it('interpolates, and leaves a variable that was not passed as written', async () => {
    await i18n.init({ ...base, bundles });
    expect(t('hello', { name: 'Ayşe' })).toBe('Merhaba Ayşe');
    expect(t('hello', { name: null })).toBe('Merhaba ');
    expect(t('hello')).toBe('Merhaba {{name}}');
  });

  it('picks plural forms by the language rules', async () => {
    await i18n.init({ ...base, lng: 'ru', bundles });
    expect([1, 3, 5, 21, 1.5].map((count) => t('item', { count }))).toEqual(['1 штука', '3 штуки', '5 штук', '21 штука', '1.5 штуки']);
    await i18n.changeLanguage('en');
    expect([1, 0, 2].map((count) => t('item', { count }))).toEqual(['one item', '0 items', '2 items']);
  });

  it('reads ns:key and namespace lists in order, falls back to Turkish, else the key or defaultValue', async () => {
    await i18n.init({ ...base, lng: 'en', bundles });
    expect(t('extra:nested.deep')).toBe('deep');
    expect(i18n.getFixedT(null, ['extra', 'common'] as never)('hello' as never)).toBe('extra');
    expect(i18n.getFixedT('tr', ['common', 'extra'] as never)('hello' as never, { name: 'x' } as never)).toBe('Merhaba x');
    expect(t('only_tr')).toBe('yalnız tr');
    expect(t('extra:missing.key')).toBe('missing.key');
    expect(t('missing', { defaultValue: 'yok {{n}}', n: 2 })).toBe('yok 2');
    expect(t('extra:list', { returnObjects: true })).toEqual(['x', 'y']);
  });

  it('exists and getResource', async () => {
    await i18n.init({ ...base, lng: 'en', bundles });
    expect(i18n.exists('extra:nested.deep')).toBe(true);
    expect(i18n.exists('extra:nested.none')).toBe(false);
    expect(i18n.exists('only_tr', { lng: 'ru' })).toBe(true);
    expect(i18n.getResource('en', 'extra', 'nested.deep')).toBe('deep');
    expect(i18n.getResource('en', 'common', 'only_tr')).toBeUndefined();
  });
});

describe('loading', () => {
  it('loads the first namespaces for the language and Turkish, then what is asked for', async () => {
    const files = deferredLoader(bundles);
    const ready = i18n.init({ ...base, lng: 'en', ns: ['common'], load: files.load });
    expect(files.calls).toEqual(['en/common', 'tr/common']);
    await files.flush();
    await ready;
    expect(t('hello', { name: 'A' })).toBe('Hello A');
    expect(i18n.hasLoaded(['extra'])).toBe(false);
    const extra = i18n.loadNamespaces('extra' as never);
    await files.flush();
    await extra;
    expect(i18n.hasLoaded(['extra'])).toBe(true);
  });

  it('switches language only once every namespace in use is loaded for it; the latest switch wins', async () => {
    const files = deferredLoader(bundles);
    const ready = i18n.init({ ...base, lng: 'tr', ns: ['common', 'extra'], load: files.load });
    await files.flush();
    await ready;
    const heard: string[] = [];
    const unsubscribe = i18n.subscribe(() => heard.push(i18n.language));
    const toEn = i18n.changeLanguage('en');
    expect(i18n.language).toBe('tr');
    const toRu = i18n.changeLanguage('ru');
    await files.flush();
    await Promise.all([toEn, toRu]);
    expect(files.calls.slice(2).sort()).toEqual(['en/common', 'en/extra', 'ru/common', 'ru/extra']);
    expect(i18n.language).toBe('ru');
    expect(heard).toEqual(['ru']);
    unsubscribe();
  });
});

describe('useTranslation and Trans', () => {
  function Greeting() {
    const { t: tx } = useTranslation(['extra', 'common'] as never);
    return <p>{(tx as (k: string) => string)('nested.deep')}</p>;
  }

  it('suspends until the namespaces load and follows language switches', async () => {
    const files = deferredLoader(bundles);
    await act(async () => {
      const ready = i18n.init({ ...base, lng: 'en', ns: ['common'], load: files.load });
      await files.flush();
      await ready;
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await files.flush();
    expect(await screen.findByText('deep')).toBeInTheDocument();
    await act(async () => {
      const switched = i18n.changeLanguage('tr');
      await files.flush();
      await switched;
    });
    expect(screen.getByText('derin')).toBeInTheDocument();
  });

  it('Trans puts the named elements around their texts', async () => {
    await i18n.init({ ...base, bundles: { tr: { common: { terms: 'Okudum: <terms>koşullar</terms> ve <b>{{name}}</b>.' } } } });
    function Terms() {
      const { t: tx } = useTranslation();
      return (
        <p data-testid="terms">
          <Trans t={tx} i18nKey="terms" values={{ name: 'Lale' }} components={{ terms: <a href="/terms" />, b: <b /> }} />
        </p>
      );
    }
    render(<Terms />);
    const p = screen.getByTestId('terms');
    expect(p.innerHTML).toBe('Okudum: <a href="/terms">koşullar</a> ve <b>Lale</b>.');
  });
});
