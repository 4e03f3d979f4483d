import type { Bundles } from '@/shared/i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file, keyed by path: '../locales/tr/common.json' → object. */
export const localeFiles = files;

/** All namespaces of all locales, as initI18n takes them. */
export function loadAllResources(): Bundles {
  const resources: Bundles = {};
  for (const [path, data] of Object.entries(files)) {
    const [, lng, ns] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    if (!lng || !ns) continue;
    resources[lng] ??= {};
    resources[lng][ns] = data;
  }
  return resources;
}
