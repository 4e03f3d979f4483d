import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue #16 item 1: a search never ends in an empty page. On the demo data a service that no Kadıköy
// salon offers (a blow-dry or another of a few looked-up terms: the demo city has a dozen Kadıköy
// salons), searched from home with Kadıköy, lands on a list that says there is no exact
// match and shows the nearest salons offering it (with their distance), then Kadıköy's salons for
// related services; the header names the search as removable chips. Screenshots of each language go
// to target/screenshots (not committed).

type Lng = 'tr' | 'en' | 'ru';

const SHOTS = new URL('../../target/screenshots/', import.meta.url);

/** A text of the app's own translations (`ns`, dotted `key`), so the assertions follow the texts. */
function t(lng: Lng, ns: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(new URL(`../src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${lng}/${ns}:${key}`);
  return value;
}

/** A plural text with its values, the form chosen as the app chooses it. */
function plural(lng: Lng, key: string, count: number, values: Record<string, string>): string {
  let text = t(lng, 'places', `${key}_${new Intl.PluralRules(lng).select(count)}`).replaceAll('{{count}}', String(count));
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{{${name}}}`, value);
  return text;
}

interface Option {
  id: string;
  text: string;
}

interface Card {
  slug: string;
  name: string;
  distance_km: number | null;
}

interface Answer {
  total: number;
  salons: Card[];
  searched: { service: { id: number; name: string } | null; place: { address: string; name: string; within: string | null } | null };
  relaxed: { kind: 'nearby' | 'related_services'; subject: string | null; salons: Card[] }[];
}

const headers = (lng: Lng) => ({ 'Accept-Language': lng });

async function lookup(request: APIRequestContext, lng: Lng, kind: 'services' | 'districts', term: string): Promise<Option[]> {
  const response = await request.get(`/api/site/search-${kind}?term=${encodeURIComponent(term)}`, { headers: headers(lng) });
  expect(response.status()).toBe(200);
  return response.json();
}

async function salons(request: APIRequestContext, lng: Lng, query: string): Promise<Answer> {
  const response = await request.get(`/api/site/salons?${query}`, { headers: headers(lng) });
  expect(response.status(), query).toBe(200);
  return response.json();
}

/** Looked up in turn until one names a service none of Kadıköy's salons offers. */
const TERMS = ['sac', 'fon', 'agda', 'masaj'];

/** Kadıköy and a service none of its salons offers, preferring one with related services there. */
async function relaxedSearch(request: APIRequestContext) {
  const kadikoy = (await lookup(request, 'tr', 'districts', 'kadik')).find((o) => o.text === 'Kadıköy');
  expect(kadikoy?.id).toMatch(/^district-\d+$/);
  for (const term of TERMS) {
    const found: { service: Option; answer: Answer }[] = [];
    for (const service of await lookup(request, 'tr', 'services', term)) {
      const answer = await salons(request, 'tr', `service_id=${service.id}&address=${kadikoy!.id}`);
      if (answer.total === 0 && answer.relaxed[0]?.kind === 'nearby') found.push({ service, answer });
    }
    found.sort((a, b) => b.answer.relaxed.length - a.answer.relaxed.length);
    if (found.length > 0) return { kadikoy: kadikoy!, serviceId: found[0]!.service.id, term };
  }
  throw new Error(`no service of ${TERMS.join(', ')} is offered around Kadıköy but not in it`);
}

/** Home: the Services tab with Kadıköy and the service, in the page's language. */
async function searchFromHome(page: Page, home: string, term: string, serviceText: string, when?: { time: string }) {
  await page.goto(home);
  await page.getByTestId('search-district').fill('kadik');
  await page.getByTestId('lookup-option').filter({ has: page.getByText('Kadıköy', { exact: true }) }).click();
  await expect(page.getByTestId('search-district')).toHaveValue('Kadıköy');
  await page.getByTestId('search-service').fill(term);
  await page.getByTestId('lookup-option').filter({ has: page.getByText(serviceText, { exact: true }) }).click();
  await expect(page.getByTestId('search-service')).toHaveValue(serviceText);
  if (when) {
    // A weekday, when the demo salons open, of next month (late in a month this one may have none left).
    await page.getByTestId('search-date').click();
    await page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="next"]').click();
    await page.locator('.mantine-DatePickerInput-day:not([data-disabled]):not([data-outside]):not([data-weekend])').nth(1).click();
    await page.getByTestId('search-time').click();
    await page.getByRole('button', { name: when.time }).click();
  }
  await page.getByTestId('search-services-form').getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/places\?/);
}

const IN_KADIKOY: Record<Lng, string> = { tr: "Kadıköy'de", en: 'Kadıköy', ru: 'Kadıköy' };

/** The places page answers as the API does: the notice, the nearest salons with distances, related services, chips. */
async function expectRelaxedPage(page: Page, request: APIRequestContext, lng: Lng) {
  const answer = await salons(request, lng, new URL(page.url()).search.slice(1));
  expect(answer.total).toBe(0);
  const [nearby, related] = answer.relaxed;
  expect(nearby?.kind).toBe('nearby');

  await expect(page.getByTestId('relaxed-notice')).toHaveText(
    plural(lng, 'relaxed.notice_nearby', nearby!.salons.length, { place: IN_KADIKOY[lng] }),
  );
  const section = page.getByTestId('relaxed-nearby');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    t(lng, 'places', 'relaxed.nearby_title').replace('{{subject}}', answer.searched.service!.name),
  );
  const cards = section.getByTestId('salon-card-item');
  await expect(cards).toHaveCount(nearby!.salons.length);
  expect(await cards.locator('h3').allTextContents()).toEqual(nearby!.salons.map((s) => s.name));
  const distances = (await section.getByTestId('salon-card-distance').allTextContents()).map((d) => Number(d.replace(',', '.').match(/[\d.]+/)![0]));
  expect(distances.length).toBe(nearby!.salons.filter((s) => s.distance_km !== null).length);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  if (related) {
    const part = page.getByTestId('relaxed-related_services');
    await expect(part.getByRole('heading', { level: 2 })).toHaveText(
      t(lng, 'places', 'relaxed.related_title').replace('{{place}}', IN_KADIKOY[lng]).replace('{{subject}}', related.subject!),
    );
    await expect(part.getByTestId('salon-card-item')).toHaveCount(related.salons.length);
  }
  await expect(page.getByTestId('places-empty')).toHaveCount(0);

  // The header says what was searched, not "Selected service".
  await expect(page.getByTestId('chip-service')).toHaveText(answer.searched.service!.name);
  await expect(page.getByTestId('chip-place')).toHaveText('Kadıköy, İstanbul');
  await expect(page.getByText(t(lng, 'places', 'filters.picked_service'))).toHaveCount(0);
  return answer;
}

/** Dropping the place from the chips asks the exact search without it: the service's salons everywhere. */
async function removePlace(page: Page, lng: Lng) {
  await page
    .getByTestId('chip-place')
    .getByRole('button', { name: t(lng, 'places', 'chips.remove').replace('{{what}}', 'Kadıköy, İstanbul') })
    .click();
  await expect(page).not.toHaveURL(/address=/);
  await expect(page.getByTestId('chip-place')).toHaveCount(0);
  await expect(page.getByTestId('places-results').getByTestId('salon-card-item').first()).toBeVisible();
  await expect(page.getByTestId('places-relaxed')).toHaveCount(0);
}

/** No serious or critical axe violation on the page as it is (as accessibility.spec.ts audits). */
async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: new URL(name, SHOTS).pathname, fullPage: true });
}

test('tr: a service + Kadıköy from home shows the nearest salons and related services, labelled, with removable chips', async ({ page, request }) => {
  const { serviceId, term } = await relaxedSearch(request);
  const serviceText = (await lookup(request, 'tr', 'services', term)).find((o) => o.id === serviceId)!.text;
  await page.setViewportSize({ width: 1280, height: 900 });
  await searchFromHome(page, '/', term, serviceText, { time: '11:00' });
  const url = new URL(page.url());
  expect(url.searchParams.get('service_id')).toBe(serviceId);
  expect(url.searchParams.get('time')).toBe('11:00');

  await expectRelaxedPage(page, request, 'tr');
  await expect(page.getByTestId('chip-time')).toHaveText('11:00');
  await expect(page.getByTestId('chip-date')).toHaveText(/\d{4}/);
  // The filter panel's lookups name them too.
  await expect(page.getByTestId('filter-service')).toHaveValue(serviceText);
  await expect(page.getByTestId('filter-area')).toHaveValue('Kadıköy, İstanbul');
  await shoot(page, 'relaxed-tr.png');
  await expectAccessible(page);

  // The time chip goes on its own; then the place.
  await page.getByTestId('chip-time').getByRole('button').click();
  await expect(page).not.toHaveURL(/time=/);
  await expect(page.getByTestId('chip-date')).toBeVisible();
  await removePlace(page, 'tr');
});

test('ru at 375 px: the same search on a phone, Russian plural forms, nothing wider than the screen', async ({ page, request }) => {
  const { serviceId, term } = await relaxedSearch(request);
  const serviceText = (await lookup(request, 'ru', 'services', term)).find((o) => o.id === serviceId)!.text;
  await page.setViewportSize({ width: 375, height: 812 });
  await searchFromHome(page, '/ru', term, serviceText);
  await expect(page).toHaveURL(/\/ru\/places\?/);
  await expectRelaxedPage(page, request, 'ru');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, 'relaxed-ru-375.png');
  await expectAccessible(page);
  await removePlace(page, 'ru');
});

test('en: the relaxed results in English', async ({ page, request }) => {
  const { serviceId, term } = await relaxedSearch(request);
  const serviceText = (await lookup(request, 'en', 'services', term)).find((o) => o.id === serviceId)!.text;
  await page.setViewportSize({ width: 1280, height: 900 });
  await searchFromHome(page, '/en', term, serviceText);
  await expectRelaxedPage(page, request, 'en');
  await shoot(page, 'relaxed-en.png');
});

test('a city-service landing still lists its salons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/city-service');
  const link = page.locator('a[href^="/istanbul-"]').first();
  await link.click();
  await expect(page.getByTestId('landing-listing')).toBeVisible();
  await expect(page.getByTestId('landing-listing').getByTestId('salon-card-item').first()).toBeVisible();
  await expect(page.getByTestId('places-relaxed')).toHaveCount(0);
});
