// Where a page load spends a phone's main thread: loads a URL in headless Chromium with the CPU
// throttled (4× by default, as Lighthouse's mobile run), records a CPU profile from navigation to
// a few seconds after the load, and prints the main thread's long tasks (busy stretches over 50 ms)
// with the source functions that took their time. Method and findings: docs/performance.md
// ("Lighthouse", session 29).
//
//   node scripts/profile-load.mjs http://127.0.0.1:8080/ [more URLs]
//
// Environment: THROTTLE (CPU slowdown, default 4), SETTLE_MS (recording after the load event,
// default 3000), TOP (functions listed per task, default 6), SOURCEMAPS (a directory holding a
// build of the same code with source maps, `npx vite build --sourcemap --outDir /tmp/dist-sm`:
// positions in the served chunks are then named by their source file and line; a served chunk is
// matched to the file there with the same code), CHROMIUM_PATH (default /usr/bin/chromium).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: node scripts/profile-load.mjs <url> [url…]');
  process.exit(2);
}
const throttle = Number(process.env.THROTTLE ?? 4);
const settleMs = Number(process.env.SETTLE_MS ?? 3000);
const top = Number(process.env.TOP ?? 6);
const LONG_TASK_MS = 50;
/** A gap between busy samples longer than this ends a task (the browser got the thread back). */
const GAP_MS = 2;

/**
 * A chunk's code as two builds of the same sources both have it: without the source map comment
 * and with the other chunks' names' hashes blanked (they differ between the builds; same length).
 */
const comparable = (code) =>
  code
    .replace(/\s*\/\/# sourceMappingURL=\S*\s*$/, '')
    .trimEnd()
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)\b/g, '-HASH.$1');

/** Served chunk name → a source map of the same code, found by content in SOURCEMAPS. */
const mapsByCode = new Map();
if (process.env.SOURCEMAPS) {
  const assets = join(process.env.SOURCEMAPS, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    mapsByCode.set(comparable(readFileSync(join(assets, file), 'utf8')), join(assets, `${file}.map`));
  }
}
const consumers = new Map();
async function consumerFor(url, fetchCode) {
  if (!mapsByCode.size) return null;
  if (!consumers.has(url)) {
    const code = await fetchCode(url);
    const mapFile = code === undefined ? undefined : mapsByCode.get(comparable(code));
    consumers.set(url, mapFile ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return consumers.get(url);
}

async function nameOf(frame, fetchCode) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return functionName || '(native)';
  const consumer = await consumerFor(url, fetchCode);
  const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/web\//, '');
    return `${original.name ?? functionName ?? '(anonymous)'} ${source}:${original.line}`;
  }
  return `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1}:${columnNumber + 1}`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
for (const url of urls) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs);
  const { profile } = await cdp.send('Profiler.stop');
  const fetchCode = async (chunkUrl) => {
    const response = await context.request.get(chunkUrl).catch(() => null);
    return response?.ok() ? response.text() : undefined;
  };

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const names = new Map();
  const name = async (id) => {
    if (!names.has(id)) names.set(id, await nameOf(nodes.get(id).callFrame, fetchCode));
    return names.get(id);
  };
  /** The nearest frame of the app's own code (src/, not a package) at or above a sample. */
  const appFrame = async (id) => {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = await name(at);
      if (/ src\//.test(frame)) return frame;
    }
    return '(no app frame)';
  };
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  // Samples in time order: [time in ms from the start, node id].
  let at = 0;
  const samples = profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] / 1000;
    return [at, id];
  });
  const tasks = [];
  let current = null;
  for (let i = 0; i < samples.length; i++) {
    const [time, id] = samples[i];
    const next = samples[i + 1]?.[0] ?? time;
    if (idle.has(id)) {
      current = null;
      continue;
    }
    if (!current || time - current.end > GAP_MS) {
      current = { start: time, end: time, self: new Map() };
      tasks.push(current);
    }
    current.end = next;
    current.self.set(id, (current.self.get(id) ?? 0) + (next - time));
  }
  const long = tasks.filter((t) => t.end - t.start > LONG_TASK_MS);
  const blocking = long.reduce((sum, t) => sum + (t.end - t.start - LONG_TASK_MS), 0);
  console.log(`\n${url} (CPU ${throttle}×): ${long.length} tasks over ${LONG_TASK_MS} ms, ${blocking.toFixed(0)} ms over the 50 ms marks (not Lighthouse's TBT: no network throttling, all tasks to ${settleMs} ms after load)`);
  for (const task of long) {
    console.log(`  ${task.start.toFixed(0)}–${task.end.toFixed(0)} ms: ${(task.end - task.start).toFixed(0)} ms`);
    // Self time by function, and by the first application frame above it (what called into a library).
    const byName = new Map();
    const byApp = new Map();
    for (const [id, ms] of task.self) {
      const self = await name(id);
      byName.set(self, (byName.get(self) ?? 0) + ms);
      if (mapsByCode.size) {
        const app = await appFrame(id);
        byApp.set(app, (byApp.get(app) ?? 0) + ms);
      }
    }
    const list = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [self, ms] of list(byName)) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${self}`);
    if (byApp.size) console.log('    by the nearest app frame above:');
    for (const [app, ms] of list(byApp)) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${app}`);
  }
  await context.close();
}
await browser.close();
