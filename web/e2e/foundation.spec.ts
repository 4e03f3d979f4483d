import { expect, test, type Page } from './support/test';

const locales = [
  { path: '/', lang: 'tr', about: '/hakkimizda', aboutHeading: /Hakkımızda/ },
  { path: '/en', lang: 'en', about: '/en/about', aboutHeading: /About/ },
  { path: '/ru', lang: 'ru', about: '/ru/o-nas', aboutHeading: /О нас/ },
];

const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function expectHome(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('header')).toBeVisible();
  // Department links come from /api/site/libs in the page's language, at most 7.
  const departments = page.getByTestId('department-link');
  await expect(departments.first()).toBeVisible();
  expect(await departments.count()).toBeLessThanOrEqual(14); // header strip + home grid
  // Demo salons from /api/site/best-salons.
  await expect(page.getByTestId('salon-card').first()).toBeVisible();
  expect(await page.getByTestId('salon-card').count()).toBeGreaterThanOrEqual(4);
}

for (const viewport of viewports) {
  for (const locale of locales) {
    test(`home in ${locale.lang} at ${viewport.width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto(locale.path);
      expect(response?.status()).toBe(200);
      await expectHome(page, locale.lang);
      const shot = await page.screenshot({ fullPage: true });
      await testInfo.attach(`home-${locale.lang}-${viewport.width}`, { body: shot, contentType: 'image/png' });
      if (viewport.name === 'mobile') {
        await expect(page.getByTestId('bottom-bar')).toBeVisible();
      } else {
        await expect(page.getByTestId('bottom-bar')).toBeHidden();
      }
    });
  }
}

test('department names follow the language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('department-link').first()).toContainText('Kuaför');
  await page.goto('/en');
  await expect(page.getByTestId('department-link').first()).toContainText('Hair');
  await page.goto('/ru');
  await expect(page.getByTestId('department-link').first()).toContainText(/[А-Яа-я]/);
});

test('about page in three languages', async ({ page }) => {
  for (const locale of locales) {
    const response = await page.goto(locale.about);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.aboutHeading);
  }
});

test('unknown pages answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: /Back to the home page/ }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('language switch keeps the screen and sets the cookie', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hakkimizda');
  await page.getByTestId('header').getByTestId('language-selector').getByText('RU').click();
  await expect(page).toHaveURL(/\/ru\/o-nas$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const cookies = await context.cookies();
  const locale = cookies.find((c) => c.name === 'locale');
  expect(locale?.value).toBe('ru');
  // 365 days, give or take the test's own runtime.
  expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test('FAQ has the four tabs', async ({ page }) => {
  await page.goto('/en/info/faq');
  const tabs = page.getByTestId('faq-tabs');
  for (const name of ['Platform', 'Salons', 'Payment', 'Account']) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  }
});
