import { describe, expect, it } from 'vitest';
import { namespaces } from '@/shared/i18n/resources';
import { routeTable } from '@/shared/routes';
import { localeFiles } from '@/test/resources';

type Json = unknown;
/**
 * Structural key paths of a translation tree; arrays keep their length and the structure of every
 * item. Plural forms count as keys too: a form one language needs (Russian `_few`, `_many`) is
 * present in every locale, so every locale has exactly the same keys.
 */
function keyPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return [`${prefix}[len=${value.length}]`, ...value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const key = prefix ? `${prefix}.${k}` : k;
      return keyPaths(v, key);
    });
  }
  return [`${prefix}:${typeof value}`];
}

function emptyLeaves(value: Json, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emptyLeaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

const byLocale: Record<string, Record<string, Json>> = {};
for (const [path, data] of Object.entries(localeFiles)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (lng && ns) (byLocale[lng] ??= {})[ns] = data;
}
const locales = routeTable.locales;
const allNamespaces = [...new Set(Object.values(byLocale).flatMap((m) => Object.keys(m)))].sort();

describe('translations', () => {
  it('exist for every locale and every registered namespace', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...locales].sort());
    for (const lng of locales) expect(Object.keys(byLocale[lng] ?? {}).sort()).toEqual(allNamespaces);
    expect([...namespaces].sort()).toEqual(allNamespaces);
  });

  for (const ns of allNamespaces) {
    it(`${ns}: every key in one locale exists in the others`, () => {
      const sets = Object.fromEntries(locales.map((l) => [l, new Set(keyPaths(byLocale[l]?.[ns]))]));
      for (const a of locales) {
        for (const b of locales) {
          if (a === b) continue;
          const missing = [...(sets[a] ?? [])].filter((k) => !sets[b]?.has(k));
          expect(missing, `${ns}: in ${a} but not in ${b}`).toEqual([]);
        }
      }
    });

    it(`${ns}: no empty texts`, () => {
      for (const l of locales) {
        const empty = emptyLeaves(byLocale[l]?.[ns]);
        expect(empty, `${l}/${ns}`).toEqual([]);
      }
    });
  }

  it('meta has {title, description} for every public route in every locale', () => {
    for (const lng of locales) {
      const meta = byLocale[lng]?.meta as Record<string, { title: string; description: string }>;
      for (const route of routeTable.routes.filter((r) => r.area === 'public')) {
        // Landings carry their templates too (landing_title, ...); every page has these two.
        expect(meta[route.name], `${lng}/meta ${route.name}`).toMatchObject({
          title: expect.stringMatching(/\S/),
          description: expect.stringMatching(/\S/),
        });
      }
    }
  });
});

describe('keyPaths (the checker itself)', () => {
  it('detects a missing nested key and a different array length', () => {
    expect(keyPaths({ a: { b: 'x' } })).not.toEqual(keyPaths({ a: {} }));
    expect(keyPaths({ a: [{ q: 'x' }] })).not.toEqual(keyPaths({ a: [{ q: 'x' }, { q: 'y' }] }));
    expect(keyPaths({ n_one: 'a', n_other: 'b' })).not.toEqual(keyPaths({ n_one: 'a', n_few: 'b', n_other: 'c' }));
  });
});
