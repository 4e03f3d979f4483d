// The page renderer's own time per page (issue #22; docs/performance.md "Rendered pages"): one
// renderer process (web/dist-ssr/renderer.mjs, its stdin protocol) fed the first data a running
// server embeds for each page, 40 renders per page after two warm-ups, one page at a time.
//
//   node scripts/bench-render.mjs http://127.0.0.1:18401 /isletme/<slug> /places / /isletme/<slug>/uzman/<id>
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) throw new Error('usage: bench-render.mjs <server base URL> <path>...');

const requests = [];
for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const data = html.split('<script id="initial-data" type="application/json">')[1]?.split('</script>')[0];
  if (!data) throw new Error(`${path}: no first data in the page`);
  requests.push(JSON.stringify({ url: path, data: JSON.parse(data) }));
}

const renderer = new URL('../web/dist-ssr/renderer.mjs', import.meta.url).pathname;
const child = spawn('node', [renderer], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
const waiting = [];
createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
const ask = (line) => new Promise((resolve) => { waiting.push(resolve); child.stdin.write(`${line}\n`); });

for (const request of requests) {
  await ask(request);
  await ask(request);
  const times = [];
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    const answer = await ask(request);
    if (!answer.startsWith('{"html"')) throw new Error(answer.slice(0, 300));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${JSON.parse(request).url}  median ${times[20].toFixed(1)} ms  p95 ${times[38].toFixed(1)} ms`);
}
child.stdin.end();
