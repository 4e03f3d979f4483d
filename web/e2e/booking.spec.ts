import { expect, test } from './support/test';
import { bookAsGuest, firstSalonSlug } from './support/booking';

// Issue #5: a guest books from a demo salon's page, logs in by code inside the checkout, sees the
// success page, then finds the booking in the history, reschedules it and cancels it.

/** A phone no other spec uses (codes are limited to one a minute per phone); its first login makes a client. */
const PHONE = '+905427770011';

test('a guest books a service, logs in inside the checkout, then reschedules and cancels it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  const { actId, chosenTime } = await bookAsGuest(page, await firstSalonSlug(page.request), { name: 'Deniz Yıldız', phone: PHONE });
  const success = page.getByTestId('checkout-success');
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
  await page.getByTestId('service-row').filter({ has: page.locator('a[data-testid="book-button"]') }).first().getByTestId('book-button').click();
  await expect(page.getByTestId('checkout-service')).toHaveCount(1);
  await expect(page).toHaveURL(/\/order$/);
  await page.reload();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('checkout-service')).toHaveCount(1);
});

// The same journey on a phone in English and in Russian: every step in the page's language.
const onPhone = [
  { locale: 'en', phone: '+905427770012', title: 'Your appointment is booked!', waiting: 'Awaiting confirmation' },
  { locale: 'ru', phone: '+905427770013', title: 'Вы записаны!', waiting: 'Ожидает подтверждения' },
] as const;

for (const { locale, phone, title, waiting } of onPhone) {
  test(`a guest books on a phone in ${locale} and finds the visit in the history`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const slug = await firstSalonSlug(page.request);
    const { actId } = await bookAsGuest(page, slug, { name: 'Guest Phone', phone, locale });
    await expect(page.getByTestId('checkout-success')).toContainText(title);
    await expect(page).toHaveURL(new RegExp(`^[^?]*/${locale}/order\\?done=`));

    await page.goto(`/${locale}/dashboard/history`);
    const row = page.getByTestId(`act-${actId}`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('act-status')).toHaveAttribute('data-status', 'new');
    await expect(row).toContainText(waiting);
    // Nothing on the page overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
