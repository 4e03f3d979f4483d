import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue #4: home → department → places list (map on and off) → salon page → master page in each
// locale, the salon page's HTML as first served, sitemap and robots, the Turkish search and a bookmark.

type Lng = 'tr' | 'en' | 'ru';

/** A text of the app's own translations (`ns`, dotted `key`), so the assertions follow the texts. */
function t(lng: Lng, ns: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(new URL(`../src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${lng}/${ns}:${key}`);
  return value;
}

const locales = [
  { lng: 'tr' as const, home: '/', prefix: '', salonPath: '/isletme/', masterPath: /\/isletme\/[^/]+\/uzman\/\d+$/ },
  { lng: 'en' as const, home: '/en', prefix: '/en', salonPath: '/en/place/', masterPath: /\/en\/place\/[^/]+\/master\/\d+$/ },
  { lng: 'ru' as const, home: '/ru', prefix: '/ru', salonPath: '/ru/biznes/', masterPath: /\/ru\/biznes\/[^/]+\/master\/\d+$/ },
];

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

interface Card {
  id: number;
  slug: string;
  name: string;
}

async function bestSalons(request: APIRequestContext, limit = 24): Promise<Card[]> {
  const response = await request.get(`/api/site/best-salons?limit=${limit}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { salons: Card[] }).salons;
}

/** Turkish letters folded to ASCII, as a visitor without a Turkish keyboard types them. */
function fold(text: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
  return [...text].map((c) => map[c] ?? c).join('').toLowerCase();
}

function unescapeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Places list: the map with its markers, then the list again. */
async function mapOnAndOff(page: Page, lng: Lng, mobile: boolean) {
  const toggle = page.getByTestId('places-view');
  // The switch speaks the page's language (phones show its icons only).
  await expect(toggle.getByRole('radio', { name: t(lng, 'places', 'view.map') })).toHaveCount(1);
  await toggle.locator('input[value="map"] + label').click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(page.getByTestId('salon-map')).toBeVisible();
  // Markers are Leaflet divIcons of zero size holding a price or name pill.
  const markers = page.getByTestId('salon-map').locator('.leaflet-marker-icon');
  await expect(markers.first().locator('span').first()).toBeVisible();
  expect(await markers.count()).toBeGreaterThan(0);
  if (mobile) {
    // On a phone the map replaces the list.
    // (Hidden by CSS: the served page has no screen size to choose by.)
    await expect(page.getByTestId('places-results')).toBeHidden();
  } else {
    await expect(page.getByTestId('places-results')).toBeVisible();
    expect(await markers.count()).toBe(await page.getByTestId('salon-card-item').count());
  }
  await toggle.locator('input[value="list"] + label').click();
  await expect(page).not.toHaveURL(/[?&]view=map/);
  await expect(page.getByTestId('salon-map')).toHaveCount(0);
  await expect(page.getByTestId('places-results')).toBeVisible();
}

async function journey(page: Page, locale: (typeof locales)[number], departmentIndex: number, mobile: boolean) {
  const { lng } = locale;

  // Home → a department tile.
  await page.goto(locale.home);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  const department = page.getByTestId('home-department').nth(departmentIndex);
  await expect(department).toBeVisible();
  const href = await department.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${locale.prefix}/places\\?department_id=\\d+&sort_by=rating$`));
  await department.click();

  // Places list.
  await expect(page).toHaveURL(new RegExp(`${locale.prefix}/places\\?department_id=\\d+&sort_by=rating`));
  await expect(page.getByTestId('places-page')).toBeVisible();
  await expect(page.getByTestId('salon-card-item').first()).toBeVisible();
  await expect(page.getByTestId('places-count')).toHaveText(/\d+/);
  if (mobile) {
    // Filters live in a drawer on phones.
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await page.getByTestId('filters-apply').click();
    await expect(page.getByTestId('filter-panel')).toBeHidden();
  } else {
    await expect(page.getByTestId('filter-panel')).toBeVisible();
  }
  await mapOnAndOff(page, lng, mobile);

  // Salon page.
  const card = page.getByTestId('salon-card').first();
  const cardName = ((await card.locator('h2, h3').textContent()) ?? '').trim();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${locale.salonPath.replace(/\//g, '\\/')}[a-z0-9-]+$`));
  await expect(page.getByTestId('salon-page')).toBeVisible();
  await expect(page.getByTestId('salon-name')).toHaveText(cardName);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByTestId('section-services').getByRole('heading', { level: 2 })).toHaveText(t(lng, 'salon', 'tabs.services'));
  await expect(page.getByTestId('section-schedule').getByRole('heading', { level: 2 })).toHaveText(t(lng, 'salon', 'schedule.title'));
  await expect(page.getByTestId('section-team').getByRole('heading', { level: 2 })).toHaveText(t(lng, 'salon', 'tabs.team'));
  await expect(page.getByTestId('section-reviews').getByRole('heading', { level: 2 })).toHaveText(t(lng, 'salon', 'tabs.reviews'));
  await expect(page.getByTestId('service-row').first()).toBeVisible();
  await expect(page.getByTestId('service-price').first()).toHaveText(/\d/);
  await expect(page.getByTestId('schedule-table')).toBeVisible();
  await expect(page.getByTestId('today-badge')).toBeVisible();
  await expect(page.getByTestId('team-list')).toBeVisible();
  await expect(page.getByTestId('review-list')).toBeVisible();
  await expect(page.getByTestId('amenities')).toBeVisible();

  // Master page.
  const master = page.getByTestId('master-link').first();
  await master.scrollIntoViewIfNeeded();
  const masterHref = (await master.getAttribute('href')) ?? '';
  const masterText = (await master.textContent()) ?? '';
  expect(masterHref).toMatch(locale.masterPath);
  await master.click();
  await expect(page).toHaveURL(locale.masterPath);
  await expect(page.getByTestId('master-page')).toBeVisible();
  await expect(page.getByTestId('master-name')).not.toBeEmpty();
  const masterName = ((await page.getByTestId('master-name').textContent()) ?? '').trim();
  expect(masterText).toContain(masterName);
  await expect(page.getByTestId('master-book')).toBeVisible();
  await expect(page.getByTestId('master-book')).toHaveAccessibleName(t(lng, 'salon', 'team.book_with').replace('{{name}}', masterName));
  await expect(page.getByTestId('master-salon-link')).toHaveText(cardName);
}

for (const [index, locale] of locales.entries()) {
  test(`home → department → places (map on and off) → salon → master in ${locale.lng}`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await journey(page, locale, index, false);
  });
}

test('the same journey on a phone (ru, 375×812): filters in a drawer, the map instead of the list', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await journey(page, locales[2]!, 3, true);
});

test('the salon page as first served carries title, hreflang, JSON-LD and first data', async ({ request, baseURL }) => {
  const [salon] = await bestSalons(request, 1);
  expect(salon).toBeTruthy();
  const { slug, name } = salon!;
  const paths = { tr: `/isletme/${slug}`, en: `/en/place/${slug}`, ru: `/ru/biznes/${slug}` };

  for (const lng of ['en', 'tr', 'ru'] as const) {
    const path = paths[lng];
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-language']).toBe(lng);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<html lang="${lng}" data-mantine-color-scheme="light">`);

    const title = unescapeHtml(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(title, path).toContain(name);

    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], unescapeHtml(m[2]!)]),
    );
    expect(alternates, path).toEqual({
      tr: `${baseURL}${paths.tr}`,
      en: `${baseURL}${paths.en}`,
      ru: `${baseURL}${paths.ru}`,
      'x-default': `${baseURL}${paths.tr}`,
    });
    expect(head).toContain(`<link rel="canonical" href="${baseURL}${path}">`);

    const ld = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const beauty = ld.find((item) => item['@type'] === 'BeautySalon');
    expect(beauty, `${path}: a BeautySalon JSON-LD block`).toBeTruthy();
    expect(beauty).toMatchObject({ '@context': 'https://schema.org', name, url: `${baseURL}${path}` });
    expect(beauty.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'TR' });
    expect(beauty.address.streetAddress).toBeTruthy();
    expect(beauty.address.addressLocality).toBeTruthy();
    expect(beauty.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(typeof beauty.geo.latitude).toBe('number');
    expect(typeof beauty.geo.longitude).toBe('number');
    expect(beauty.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(beauty.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification' });
    expect(beauty.openingHoursSpecification[0].dayOfWeek).toMatch(/^https:\/\/schema\.org\/\w+day$/);
    expect(beauty.openingHoursSpecification[0].opens).toMatch(/^\d\d:\d\d$/);
    expect(beauty.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
    expect(beauty.aggregateRating.ratingValue).toBeGreaterThan(0);
    expect(beauty.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

    // The screen's first data, embedded so the first paint needs no request.
    const initial = head.match(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
    expect(initial, `${path}: the embedded first data`).toBeTruthy();
    const data = JSON.parse(initial!);
    expect(data).toMatchObject({ status: 200, locale: lng, route: 'salon', salon: { slug, name } });
    expect(data.salon_services.categories.length).toBeGreaterThan(0);
    expect(data.salon_replies).toBeTruthy();
  }

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of [`/isletme/${slug}`, `/en/place/${slug}`, `/ru/biznes/${slug}`]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

interface Option {
  id: string;
  text: string;
  district_name: string | null;
}

async function lookup(request: APIRequestContext, kind: 'services' | 'districts' | 'salons', term: string): Promise<Option[]> {
  const response = await request.get(`/api/site/search-${kind}?term=${encodeURIComponent(term)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test('Turkish search: "kadik" and "sac" find Kadıköy and a hair service; a salon name without diacritics finds it', async ({ page, request }) => {
  // What the lookups should offer, from the API: Kadıköy, its salons, and a "sac" service one of them
  // offers (not every hair service is offered there).
  const kadikoy = (await lookup(request, 'districts', 'kadik')).find((o) => o.text === 'Kadıköy');
  expect(kadikoy?.id).toMatch(/^district-\d+$/);
  const inKadikoy = ((await (await request.get(`/api/site/salons?address=${kadikoy!.id}`)).json()) as { salons: Card[] }).salons;
  expect(inKadikoy.length).toBeGreaterThan(0);
  const offeredBy = new Map<string, Set<string>>();
  for (const salon of inKadikoy) {
    const services = (await (await request.get(`/api/site/salon-services/${salon.slug}`)).json()) as {
      categories: { services: { service_id: number }[] }[];
    };
    for (const s of services.categories.flatMap((c) => c.services)) {
      offeredBy.set(String(s.service_id), (offeredBy.get(String(s.service_id)) ?? new Set()).add(salon.name));
    }
  }
  const hair = (await lookup(request, 'services', 'sac')).find((o) => offeredBy.has(o.id));
  expect(hair, 'a "sac" service offered in Kadıköy').toBeTruthy();

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByTestId('search-district').fill('kadik');
  const district = page.getByTestId('lookup-option').filter({ has: page.getByText('Kadıköy', { exact: true }) });
  await expect(district).toBeVisible();
  await district.click();
  await expect(page.getByTestId('search-district')).toHaveValue('Kadıköy');

  await page.getByTestId('search-service').fill('sac');
  const service = page.getByTestId('lookup-option').filter({ has: page.getByText(hair!.text, { exact: true }) });
  await expect(service).toBeVisible();
  await service.click();
  await expect(page.getByTestId('search-service')).toHaveValue(hair!.text);

  await page.getByTestId('search-services-form').getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/places\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('service_id')).toBe(hair!.id);
  expect(url.searchParams.get('address')).toBe(kadikoy!.id);
  await expect(page.getByTestId('places-page')).toBeVisible();
  await expect(page.getByTestId('salon-card-item').first()).toBeVisible();
  const names = await page.getByTestId('salon-card-item').locator('h2, h3').allTextContents();
  expect(names.sort()).toEqual([...offeredBy.get(hair!.id)!].sort());
  for (const text of await page.getByTestId('salon-card-item').allTextContents()) expect(text).toContain('Kadıköy');

  // Salons tab: a name typed without Turkish letters.
  const salon = (await bestSalons(request)).find((s) => fold(s.name) !== s.name.toLowerCase());
  expect(salon, 'a demo salon whose name has Turkish letters').toBeTruthy();
  await page.goto('/');
  await page.getByTestId('search-tab-salons').click();
  await page.getByTestId('search-salon').fill(fold(salon!.name));
  const option = page.getByTestId('lookup-option').filter({ has: page.getByText(salon!.name, { exact: true }) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/isletme/${salon!.slug}$`));
  await expect(page.getByTestId('salon-name')).toHaveText(salon!.name);
});

/** Logs the demo client in through the API (the browser shares its cookies). */
async function logInDemoClient(page: Page) {
  const phone = '+905550000004';
  // accounts.spec.ts logs this phone in too; when both run against one server the 60 s per-phone
  // gap may still be running, so ask again until the code is sent.
  await expect
    .poll(
      async () =>
        (await page.request.post('/api/site/login/phone', { data: { phone, recaptchaToken: 'dev', isAgreementAccepted: true } })).status(),
      { timeout: 75_000, intervals: [1_000, 5_000] },
    )
    .toBe(200);
  const messages = (await (await page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(phone)}&limit=1`)).json()) as { body: string }[];
  const code = messages[0]?.body.match(/\b\d{4}\b/)?.[0];
  expect(code).toMatch(/^\d{4}$/);
  const login = await page.request.post('/api/site/login/code', { data: { phone, code } });
  expect(login.status()).toBe(200);
}

test('a client bookmarks a salon on the places list and finds it in the cabinet', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await logInDemoClient(page);

  await page.goto('/places?sort_by=rating');
  await expect(page.getByTestId('salon-card-item').first()).toBeVisible();
  // All the demo salons (the 44 hand-written and the generated city): more than one page.
  await expect(page.getByTestId('places-pagination')).toBeVisible();
  const free = page.getByTestId('salon-card-item').filter({ has: page.locator('[data-testid="favorite-button"][aria-pressed="false"]') });
  const salonId = await free.first().getAttribute('data-salon-id');
  const item = page.locator(`[data-testid="salon-card-item"][data-salon-id="${salonId}"]`);
  const name = ((await item.locator('h2, h3').textContent()) ?? '').trim();
  const heart = item.getByTestId('favorite-button');
  const saved = page.waitForResponse((r) => r.url().includes('/api/common/update-salon-favorite'));
  await heart.click();
  expect((await saved).status()).toBe(200);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/bookmarks');
  await expect(page.getByTestId('bookmarks-page')).toBeVisible();
  const list = page.getByTestId('bookmarks-list');
  await expect(list).toBeVisible();
  await expect(list.getByTestId('salon-card-item').filter({ hasText: name })).toBeVisible();
  await expect(list.getByTestId('salon-card-item').filter({ hasText: name }).getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
});
