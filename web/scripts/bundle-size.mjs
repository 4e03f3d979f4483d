// Gzipped JavaScript a public route loads: the entry chunk plus everything it imports statically
// (from dist/.vite/manifest.json), plus — for each lazily loaded public screen — that screen's chunk
// and its static imports. Fails above the budget (DESIGN §5: 150 KB). What a screen loads later, on
// demand (the places map, the filter panel, photo viewers), is reported with what it adds. Cabinet
// and admin chunks are only reported: they must stay out of the entry (checked too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// DESIGN §5 budget; BUNDLE_BUDGET_KB overrides it (e.g. while the budget itself is being decided).
const BUDGET = Number(process.env.BUNDLE_BUDGET_KB || 150) * 1024;
// BUNDLE_DIST points at another build directory (e.g. `vite build --outDir /tmp/x`).
const dist = process.env.BUNDLE_DIST || new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// Source modules of every chunk (vite.config.ts writes it): the manifest keys a chunk by its entry
// module only while Rollup keeps that module as the chunk's face, which it does not for a screen
// that shares code with its own lazy pieces.
const modulesOf = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));

/** Source prefixes of lazily loaded public screens (each adds to what its route loads). */
const publicLazy = [
  'src/features/home/',
  'src/features/static-pages/',
  'src/features/salon/',
  'src/features/places/',
  'src/features/checkout/',
  'src/features/account/public',
  'src/features/partners/',
  'src/features/auth/partner',
];
/** Source prefixes that must never be part of the entry closure. */
const cabinetOnly = [
  'src/app/layouts/CabinetLayout',
  'src/app/layouts/ClientCabinetLayout',
  'src/app/layouts/SalonCabinetLayout',
  'src/app/layouts/MasterCabinetLayout',
  'src/features/cabinet-nav/',
  'src/shared/ui/CabinetFrame/',
  'src/features/salon-',
  'src/features/master-area/',
  'src/shared/ui/DataTable/',
  'src/features/account/index',
  'src/features/auth/components/',
];

/** Source prefixes that no public route may load, lazily or not: the admin screens and their rich-text editor. */
const adminOnly = ['src/features/admin-', 'node_modules/@tiptap/', 'node_modules/@mantine/tiptap/', 'node_modules/prosemirror-'];

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};

/** Keys of a chunk and all chunks it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const jsBytes = (keys) =>
  [...keys].reduce((sum, k) => (manifest[k].file.endsWith('.js') ? sum + gz(manifest[k].file) : sum), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const modules = (key) => modulesOf[manifest[key].file] ?? [];
/** A chunk's name: its entry module, else the shortest source module under `prefixes`. */
const nameOf = (key, prefixes) =>
  manifest[key].src ??
  modules(key)
    .filter((m) => prefixes.some((p) => m.startsWith(p)))
    .sort((a, b) => a.length - b.length)[0] ??
  key;
/** Chunks the given chunks import lazily. */
const lazyImports = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].dynamicImports ?? []))];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('No entry in the manifest: run `npm run build` first.');
  process.exit(1);
}
const entry = closure(entryKey);
let failed = false;

const report = (label, keys) => {
  const size = jsBytes(keys);
  const over = size > BUDGET;
  failed ||= over;
  console.log(`${over ? 'FAIL' : 'ok  '} ${label.padEnd(48)} ${kb(size).padStart(9)} gzip (${keys.size} chunks)`);
};

report(`entry ${entryKey}`, entry);
const isPublicScreen = (key) => modules(key).some((m) => publicLazy.some((p) => m.startsWith(p)));
const screens = lazyImports(entry).filter(isPublicScreen);
/** Lazy chunk → the first route that imports it. */
const onDemand = new Map();
for (const key of screens) {
  const route = closure(key, new Set(entry));
  report(`entry + ${nameOf(key, publicLazy)}`, route);
  for (const k of route) {
    const admin = modules(k).find((m) => adminOnly.some((p) => m.startsWith(p)));
    if (admin) {
      console.log(`FAIL ${admin} is loaded by the public route ${nameOf(key, publicLazy)}`);
      failed = true;
    }
  }
  for (const lazy of lazyImports([...route].filter((k) => !entry.has(k)))) {
    if (screens.includes(lazy) || onDemand.has(lazy) || manifest[lazy].src?.startsWith('src/locales/')) continue;
    onDemand.set(lazy, route);
  }
}
// What opening it adds to the route that imports it (the entry and that route's chunks are loaded).
for (const [key, route] of onDemand) {
  const added = new Set([...closure(key)].filter((k) => !route.has(k)));
  console.log(`lazy ${nameOf(key, publicLazy).padEnd(48)} ${kb(jsBytes(added)).padStart(9)} gzip on demand`);
}

for (const key of entry) {
  const cabinet = modules(key).find((m) => cabinetOnly.some((p) => m.startsWith(p)));
  if (cabinet) {
    console.log(`FAIL ${cabinet} is in the entry closure; cabinets must be lazy chunks`);
    failed = true;
  }
}
const cabinets = Object.keys(manifest).filter((k) => cabinetOnly.some((p) => k.startsWith(p)));
for (const key of cabinets) console.log(`lazy ${key.padEnd(48)} ${kb(jsBytes(new Set([key]))).padStart(9)} gzip`);

console.log(`budget ${kb(BUDGET)}`);
process.exit(failed ? 1 : 0);
