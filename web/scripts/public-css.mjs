// Puts the entry's stylesheet and the public screens' styles into dist/index.html, inline. A page
// the server rendered (docs/rendering.md) then paints with the document alone: no render-blocking
// stylesheet request shares a phone's first round trips with the LCP picture and the scripts
// (Lighthouse counted ~160 ms for it), and a screen's styles do not arrive with its chunk and move
// the page (layout shift). The entry's stylesheet is small enough for that because it holds only
// the Mantine components a public page paints (src/app/styles); the public screens' styles are
// ~7 KB gzip together. The screens' chunks still load their own copies (the same rules again,
// harmlessly). The map's styles are left out: the map is drawn in the browser only. Run after
// `vite build`, before compress.mjs.
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
/** The features behind the public routes that the server renders (web/src/app/screens/index.ts). */
const features = JSON.parse(readFileSync(new URL('public-features.json', import.meta.url), 'utf8'));
const PUBLIC = new RegExp(`^src/features/(${features.join('|')})/`);

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
let html = readFileSync(indexFile, 'utf8');
// The entry's own stylesheet: a <style> with its rules takes the place of its <link>. The <link>
// stays, disabled (the browser does not fetch it): Vite's loader of lazy chunks adds every
// stylesheet a chunk depends on, the entry's too, unless a <link> to it is in the document, and a
// second copy arriving after the screens' styles would override them and move the page.
for (const file of entry?.css ?? []) {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
  const found = html.match(link);
  if (!found) throw new Error(`dist/index.html has no <link> to ${file} to inline`);
  const rules = readFileSync(new URL(file, dist), 'utf8').trim();
  html = html.replace(link, () => `<style data-entry>${rules}</style>\n    ${found[0].replace(/>$/, ' disabled>')}`);
}
const styles = [...css].sort().map((file) => readFileSync(new URL(file, dist), 'utf8').trim()).join('\n');
const marker = /(<style data-entry>[\s\S]*?<\/style>)/;
if (!marker.test(html)) throw new Error('dist/index.html has no entry styles to place the public styles after');
// A function replacement: `$` in CSS must not be read as a replacement pattern.
// Each inlined file also gets a disabled <link> (not fetched), for the reason above: without one,
// Vite's loader would fetch the screen's stylesheets again and insert them, ~20 ms of a phone's
// main thread and their bytes on its line while the page's picture loads.
const links = [...css]
  .sort()
  .map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`)
  .join('');
if (styles) writeFileSync(indexFile, html.replace(marker, (entryStyles) => `${entryStyles}\n    <style data-public-screens>${styles}</style>${links}`));
else writeFileSync(indexFile, html);
console.log(`public-css: the entry's and ${css.size} screens' stylesheets (${styles.length} bytes) inlined into index.html`);
