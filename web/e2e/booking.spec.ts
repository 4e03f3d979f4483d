import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue #5: a guest books from a demo salon's page, logs in by code inside the checkout, sees the
// success page, then finds the booking in the history, reschedules it and cancels it.

/** A phone no other spec uses (codes are limited to one a minute per phone); its first login makes a client. */
const PHONE = '+905427770011';

/** The newest SMS code the development adapter recorded for `phone`. */
async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
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

async function firstSalonSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/site/best-salons?limit=12');
  expect(response.status()).toBe(200);
  const { salons } = (await response.json()) as { salons: { slug: string }[] };
  expect(salons.length).toBeGreaterThan(0);
  return salons[0]!.slug;
}

/**
 * The first day after today with a free start, up to the end of the 3-month window (a later day
 * keeps other free times for the reschedule whatever the hour the test runs at).
 */
async function pickFirstFreeDay(page: Page) {
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

test('a guest books a service, logs in inside the checkout, then reschedules and cancels it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // Salon page → "Book" on a service → the checkout with that service in the basket.
  await page.goto(`/isletme/${await firstSalonSlug(page.request)}`);
  const row = page.getByTestId('service-row').first();
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
  await page.getByTestId('checkout-name').fill('Deniz Yıldız');
  const phone = page.getByTestId('checkout-phone');
  await phone.click();
  await phone.pressSequentially(PHONE.replace('+90', ''));
  await expect(phone).toHaveValue('+90 542 777 00 11');
  await page.getByTestId('checkout-comment').fill('E2E booking');
  await page.getByTestId('privacy-checkbox').check();

  // Submit as a guest: the order login popup sends the code by itself (spec §4 step 5).
  await page.getByTestId('checkout-submit').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup.getByTestId('login-code-step')).toBeVisible();
  const code = await codeFromOutbox(page.request, PHONE);
  await popup.getByTestId('login-code').locator('input').first().click();
  await page.keyboard.type(code);

  // The booking is made with everything typed before the login.
  const success = page.getByTestId('checkout-success');
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/\/order\?done=\d+$/);
  const actId = await success.getAttribute('data-act-id');
  expect(actId).toMatch(/^\d+$/);
  await expect(success.getByTestId('success-time')).toContainText(chosenTime);
  await expect(success.getByTestId('success-calendar')).toHaveAttribute('href', `/api/client/acts/${actId}/calendar.ics`);
  const ics = await page.request.get(`/api/client/acts/${actId}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  // History: the booking is there; reschedule it to another free time, then cancel it.
  await success.getByTestId('success-history').click();
  await expect(page).toHaveURL(/\/dashboard\/history/);
  await expect(page.getByTestId('history-page')).toBeVisible();
  const card = page.getByTestId(`act-${actId}`);
  await expect(card).toBeVisible();

  await card.getByTestId('act-reschedule').click();
  const modal = page.getByTestId('reschedule-modal');
  // Mantine's modal root has no box of its own; its content is what shows.
  await expect(modal.getByTestId('reschedule-submit')).toBeVisible();
  const other = modal.locator(`[data-testid^="reschedule-time-"]:not([data-testid="reschedule-time-${chosenTime}"])`).first();
  await expect(other).toBeVisible();
  await other.click();
  await modal.getByTestId('reschedule-submit').click();
  await expect(page.getByTestId('reschedule-submit')).toHaveCount(0);
  await expect(card.getByTestId('act-status')).toHaveAttribute('data-status', 'moved');

  await card.getByTestId('act-cancel').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('history-tab-all').click();
  await expect(page.getByTestId(`act-${actId}`).getByTestId('act-status')).toHaveAttribute('data-status', 'cancelled');
});

test('a reload of the checkout does not add the linked service twice', async ({ page }) => {
  await page.goto(`/isletme/${await firstSalonSlug(page.request)}`);
  await page.getByTestId('service-row').first().getByTestId('book-button').click();
  await expect(page.getByTestId('checkout-service')).toHaveCount(1);
  await expect(page).toHaveURL(/\/order$/);
  await page.reload();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('checkout-service')).toHaveCount(1);
});
