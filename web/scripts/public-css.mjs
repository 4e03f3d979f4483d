// Puts the public screens' styles into dist/index.html, inline after the entry's stylesheet. A page
// the server rendered (docs/rendering.md) is then styled before its screen's script has loaded;
// otherwise the screen's CSS would arrive with its chunk and move the page (layout shift). They
// are small (~7 KB gzip together): inline they cost no request and no JavaScript. The screens'
// chunks still load their own copies (the same rules again, harmlessly). The map's styles are left
// out: the map is drawn in the browser only. Run after `vite build`, before compress.mjs.
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
/** The features behind the public routes that the server renders (web/src/app/screens/index.ts). */
const PUBLIC = /^src\/features\/(home|places|salon|static-pages|blog|info|partners|newsletter|errors|shell)\//;

const css = new Set();
const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const file of chunk.css ?? []) css.add(file);
  // Static imports load with the chunk; dynamic ones (a map, a lightbox) only when used.
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (PUBLIC.test(key) && chunk.isDynamicEntry) collect(key);
}
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
for (const file of entry?.css ?? []) css.delete(file);
for (const file of css) if (/^assets\/(leaflet|SalonMap)-/.test(file)) css.delete(file);

const indexFile = new URL('index.html', dist);
const html = readFileSync(indexFile, 'utf8');
const styles = [...css].sort().map((file) => readFileSync(new URL(file, dist), 'utf8').trim()).join('\n');
const marker = /(<link rel="stylesheet"[^>]*>)/;
if (!marker.test(html)) throw new Error('dist/index.html has no stylesheet link to place the public styles after');
// A function replacement: `$` in CSS must not be read as a replacement pattern.
if (styles) writeFileSync(indexFile, html.replace(marker, (link) => `${link}\n    <style data-public-screens>${styles}</style>`));
console.log(`public-css: ${css.size} stylesheets (${styles.length} bytes) inlined into index.html`);
