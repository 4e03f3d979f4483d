import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { firstSalonSlug } from './support/booking';

// Issue #22 item 4: axe-core (bundled in @axe-core/playwright, so it runs offline) finds no serious or
// critical violation on the main public pages, the client cabinet, the salon overview and the
// platform admin, on a phone (375 px) and a desktop (1280 px). Read-only: nothing of the demo changes.

const DEMO_PASSWORD = 'randevu-demo';
const ADMIN = '+905550000001';
const SALON_ADMIN = '+905550000002';
const CLIENT = '+905550000004';
/** Its own visitor address (playwright.config.ts trusts 127.0.0.1 as a proxy). */
const VISITOR = { 'x-forwarded-for': '198.51.100.150' };

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    headers: VISITOR,
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The serious and critical violations on the page as it is now, one line per rule with where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/** Opens `path`, waits for `ready` and for the network to settle (lazy chunks, images), then runs axe. */
async function audit(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await seriousViolations(page), `axe on ${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages: home, places, salon, master and checkout', async ({ page }) => {
      const slug = await firstSalonSlug(page.request);
      await audit(page, '/', 'best-salons');
      await audit(page, '/places', 'places-page');
      await audit(page, `/isletme/${slug}`, 'salon-page');

      // The master page of the salon's first master.
      const master = page.locator('a[href*="/uzman/"]').first();
      const masterPath = await master.getAttribute('href');
      expect(masterPath).toMatch(/\/uzman\/\d+$/);
      await audit(page, masterPath!, 'master-page');

      // The checkout with the first bookable service in the basket.
      await page.goto(`/isletme/${slug}`);
      await page.getByTestId('service-row').locator('a[data-testid="book-button"]').first().click();
      await expect(page.getByTestId('checkout-form')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await seriousViolations(page), `axe on the checkout at ${viewport.width} px`).toEqual([]);
    });

    test('the client cabinet', async ({ page }) => {
      await logIn(page.request, CLIENT);
      await audit(page, '/dashboard/history', 'history-page');
    });

    test('the salon overview', async ({ page }) => {
      await logIn(page.request, SALON_ADMIN);
      await audit(page, '/admin-salon/overview', 'overview-page');
    });

    test('the platform admin', async ({ page }) => {
      await logIn(page.request, ADMIN);
      await audit(page, '/admin', 'cabinet-nav');
    });
  });
}
