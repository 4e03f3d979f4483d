import { expect, newScriptlessPage, test, type Page } from './support/test';
import { firstSalonSlug } from './support/booking';

// Issue #22 item 1: public pages come rendered by the server, so a phone paints them (and a search
// engine reads them) before any script runs; the browser then hydrates them with no mismatch. Read-only.

interface PublicPage {
  path: string;
  /** A test id of the screen's main content. */
  ready: string;
}

async function publicPages(page: Page): Promise<PublicPage[]> {
  const slug = await firstSalonSlug(page.request);
  const salon = await page.request.get(`/api/site/salon/${slug}`);
  expect(salon.status()).toBe(200);
  const master = ((await salon.json()) as { masters: { id: number }[] }).masters[0]?.id;
  expect(master, 'the demo salon has a master').toBeTruthy();
  return [
    { path: '/', ready: 'best-salons' },
    { path: '/en', ready: 'best-salons' },
    { path: '/ru', ready: 'best-salons' },
    { path: '/places', ready: 'places-page' },
    { path: '/en/places', ready: 'places-page' },
    { path: '/ru/places', ready: 'places-page' },
    { path: `/isletme/${slug}`, ready: 'salon-page' },
    { path: `/en/place/${slug}`, ready: 'salon-page' },
    { path: `/ru/biznes/${slug}`, ready: 'salon-page' },
    { path: `/isletme/${slug}/uzman/${master}`, ready: 'master-page' },
    { path: `/en/place/${slug}/master/${master}`, ready: 'master-page' },
    { path: `/ru/biznes/${slug}/master/${master}`, ready: 'master-page' },
  ];
}

test('public pages show their content with scripts turned off', async ({ browser, page }) => {
  const pages = await publicPages(page);
  const noScript = await newScriptlessPage(browser);
  for (const { path, ready } of pages) {
    await noScript.goto(path);
    await expect(noScript.getByTestId(ready).first(), path).toBeVisible();
  }
  // The salon page: its name, its services and their prices.
  await noScript.goto(pages[6]!.path);
  await expect(noScript.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(noScript.getByTestId('service-row').first()).toContainText('₺');
  await noScript.context().close();
});

test('public pages hydrate without errors or mismatches', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (/hydrat|did not match|React error|server rendered/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const { path, ready } of await publicPages(page)) {
    const response = await page.goto(path);
    expect(await response?.text(), `${path} comes rendered`).toContain(`data-testid="${ready}"`);
    const content = page.getByTestId(ready).first();
    await expect(content).toBeVisible();
    // React keeps its fiber on each element it has taken over: the server's markup was hydrated.
    await expect
      .poll(() => content.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { message: path })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    if (ready === 'best-salons') {
      // Home's chunks load through the import graph, not through links Vite's loader inserts first
      // (vite.config.ts, modulePreload): the salon cards' chunk came, and no link was made for it.
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(loaded.some((url) => /\/assets\/SalonCard-[^/]*\.js$/.test(url)), `${path}: the salon cards' chunk loaded`).toBe(true);
      await expect(page.locator('link[rel="modulepreload"][href*="/assets/SalonCard-"]'), path).toHaveCount(0);
    }
  }
  expect(problems).toEqual([]);
});

// A kept page is one brotli stream joined from runs compressed apart (the block every page shares
// is compressed once, crates/server/src/page_cache.rs): a standard decoder (Node's zlib here, the
// browser's own library) reads it as the same page that is served unpacked and in gzip.
test('a rendered page is the same page in brotli, gzip and unpacked', async ({ page }) => {
  for (const { path } of (await publicPages(page)).filter((_, index) => index % 3 === 0)) {
    const bodies = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await page.request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], `${path} in ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding);
      bodies.set(encoding, await response.text());
    }
    expect(bodies.get('identity'), path).toContain('id="initial-data"');
    expect(bodies.get('br'), `${path}: brotli`).toBe(bodies.get('identity'));
    expect(bodies.get('gzip'), `${path}: gzip`).toBe(bodies.get('identity'));
  }
});
