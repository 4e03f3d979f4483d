import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file, keyed by path: '../locales/tr/common.json' → object. */
export const localeFiles = files;

/** All namespaces of all locales as an i18next resource object. */
export function loadAllResources(): Resource {
  const resources: Resource = {};
  for (const [path, data] of Object.entries(files)) {
    const [, lng, ns] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    if (!lng || !ns) continue;
    resources[lng] ??= {};
    resources[lng][ns] = data as Resource[string][string];
  }
  return resources;
}
