import { expect, type APIRequestContext, type Page } from './test';

// Steps of the booking flow shared by the end-to-end specs (booking.spec.ts, cabinet-desk.spec.ts).

/** The newest SMS code the development adapter recorded for `phone`. */
export async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(phone)}&limit=1`);
      const messages = (await response.json()) as { body: string }[];
      code = messages[0]?.body.match(/\b\d{4}\b/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

export async function firstSalonSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/site/best-salons?limit=12');
  expect(response.status()).toBe(200);
  const { salons } = (await response.json()) as { salons: { slug: string }[] };
  expect(salons.length).toBeGreaterThan(0);
  return salons[0]!.slug;
}

/**
 * The first day after today with a free start, up to the end of the 3-month window (a later day
 * keeps other free times for a reschedule whatever the hour the test runs at).
 */
export async function pickFirstFreeDay(page: Page) {
  const calendar = page.getByTestId('checkout-calendar');
  for (let month = 0; month < 4; month++) {
    const free = calendar.locator('button[data-testid^="date-"][data-available]:not([disabled]):not([data-today])');
    try {
      await expect(free.first()).toBeVisible({ timeout: 5_000 });
      await free.first().click();
      return;
    } catch {
      await page.getByTestId('calendar-next').click();
    }
  }
  throw new Error('no free day within 3 months');
}

export type Locale = 'tr' | 'en' | 'ru';

/** The salon page in each language (routes.json "salon"). */
const salonPaths: Record<Locale, (slug: string) => string> = {
  tr: (slug) => `/isletme/${slug}`,
  en: (slug) => `/en/place/${slug}`,
  ru: (slug) => `/ru/biznes/${slug}`,
};

export interface Booked {
  actId: string;
  /** HH:mm */
  chosenTime: string;
}

/**
 * A guest books the first service of the salon `slug` with its first master, on the first free
 * day and time, types `name` and `phone` (a phone no other spec uses: codes are limited to one a
 * minute per phone), logs in by code inside the checkout and reaches the success page. The pages
 * are those of `locale` (Turkish by default).
 */
export async function bookAsGuest(page: Page, slug: string, { name, phone, locale = 'tr' }: { name: string; phone: string; locale?: Locale }): Promise<Booked> {
  // Salon page → "Book" on a service → the checkout with that service in the basket.
  await page.goto(salonPaths[locale](slug));
  // The first service a master provides (a service bound without masters cannot be booked).
  const row = page.getByTestId('service-row').filter({ has: page.locator('a[data-testid="book-button"]') }).first();
  await expect(row).toBeVisible();
  const serviceName = (await row.getByTestId('service-name').textContent().catch(() => null))?.trim();
  await row.getByTestId('book-button').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  // The query is dropped so a reload does not add the service again.
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByTestId('checkout-service')).toHaveCount(1);
  if (serviceName) await expect(page.getByTestId('checkout-service')).toContainText(serviceName);

  // A master (not "any"), a day and a free time.
  const master = page.locator('[data-testid^="master-option-"]:not([data-testid="master-option-any"])').first();
  await master.click();
  await expect(master).toHaveAttribute('aria-pressed', 'true');
  await pickFirstFreeDay(page);
  const time = page.getByTestId('checkout-times').getByRole('button').first();
  const chosenTime = (await time.textContent())?.trim() ?? '';
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('summary-time')).toHaveText(chosenTime);

  // Personal data and consent.
  await page.getByTestId('checkout-name').fill(name);
  const phoneInput = page.getByTestId('checkout-phone');
  await phoneInput.click();
  await phoneInput.pressSequentially(phone.replace('+90', ''));
  const national = phone.replace('+90', '');
  await expect(phoneInput).toHaveValue(`+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`);
  await page.getByTestId('checkout-comment').fill('E2E booking');
  await page.getByTestId('privacy-checkbox').check();

  // Submit as a guest: the order login popup sends the code by itself (spec §4 step 5).
  await page.getByTestId('checkout-submit').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup.getByTestId('login-code-step')).toBeVisible();
  const code = await codeFromOutbox(page.request, phone);
  await popup.getByTestId('login-code').locator('input').first().click();
  await page.keyboard.type(code);

  // The booking is made with everything typed before the login.
  const success = page.getByTestId('checkout-success');
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/\/order\?done=\d+$/);
  const actId = await success.getAttribute('data-act-id');
  expect(actId).toMatch(/^\d+$/);
  await expect(success.getByTestId('success-time')).toContainText(chosenTime);
  return { actId: actId!, chosenTime };
}
