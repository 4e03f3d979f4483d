import { PassThrough } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from '@/features/errors';
import { provideInitialData, type InitialData } from '@/shared/api/initialData';
import { i18n, initI18n, type Bundles } from '@/shared/i18n';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { isLocale, localeOfPath } from '@/shared/routes';
import { AppRoutes } from '../AppRoutes';

// Every language's texts are in the renderer from the start: nothing is fetched while a page renders.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
const bundles: Bundles = {};
for (const [file, tree] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  (bundles[lng] ??= {})[ns] = tree;
}
const ready = initI18n('tr', bundles);

/** What the browser renders first for `url`, with the first data the server embeds for it. */
function ServerApp({ url }: { url: string }) {
  // A fresh cache per page: nothing of one visitor's page reaches another's.
  const queryClient = createAppQueryClient(() => undefined);
  return (
    <AppErrorBoundary>
      <StaticRouter location={url}>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </AppErrorBoundary>
  );
}

/** A Suspense boundary that came out as its fallback (`$?` pending, `$!` left to the browser). */
const unfinished = /<!--\$[?!]-->/;

/** Renders the app until every lazy screen and layout it needs has loaded (the renderer's first pages). */
async function loadEverything(url: string): Promise<void> {
  const { prelude } = await prerenderToNodeStream(<ServerApp url={url} />, {
    // A screen that throws while rendering is left to the browser (`$!`); the cause goes to the log.
    onError: (error) => console.error(`render ${url}:`, error),
  });
  for await (const _ of prelude.pipe(new PassThrough()));
}

/**
 * The markup of the page at `url` (path and query) for the inside of `<div id="root">`. Once its
 * screen's code is in (a first visit of the screen loads it, then renders again), one synchronous
 * render gives the whole page, never its loader. One page at a time: the first data and the language
 * are process-wide, as they are in the browser.
 */
export async function renderPage(url: string, data: InitialData): Promise<string> {
  await ready;
  const path = url.split('?')[0] ?? '/';
  provideInitialData(data, path);
  const locale = typeof data.locale === 'string' && isLocale(data.locale) ? data.locale : localeOfPath(path);
  await i18n.changeLanguage(locale);
  let html = renderToString(<ServerApp url={url} />);
  for (let attempt = 0; attempt < 3 && unfinished.test(html); attempt++) {
    await loadEverything(url);
    html = renderToString(<ServerApp url={url} />);
  }
  const stuck = unfinished.exec(html);
  if (stuck) {
    // Where: the end of the markup before the boundary names the screen part that kept suspending.
    throw new Error(`${url}: a part of the page never finished loading, after …${html.slice(Math.max(0, stuck.index - 300), stuck.index + 200)}`);
  }
  return html;
}
