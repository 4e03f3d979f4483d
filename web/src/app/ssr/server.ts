import { createInterface } from 'node:readline';
import { renderPage } from './render';

/**
 * The page renderer the Rust server starts (crates/server/src/ssr.rs): one request per line on
 * stdin (`{"url": "/isletme/x", "data": {…the page's first data…}}`), one answer per line on stdout
 * (`{"html": "…"}` or `{"error": "…"}`), in order. Anything the app logs goes to stderr, so stdout
 * carries answers only.
 */
console.log = console.info = console.warn = console.debug = console.error;

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    let answer: { html: string } | { error: string };
    try {
      const { url, data } = JSON.parse(line) as { url: string; data: Record<string, unknown> };
      answer = { html: await renderPage(url, data) };
    } catch (error) {
      answer = { error: String(error instanceof Error ? (error.stack ?? error.message) : error) };
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  });
});
// When stdin closes (the server stopped) the process ends once the last answer is written; the app's
// timers (the query cache's) would keep it alive otherwise. A pipe is written asynchronously once it is
// full, so the exit waits for the last write to be flushed.
lines.on('close', () => void queue.then(() => process.stdout.write('', () => process.exit(0))));
