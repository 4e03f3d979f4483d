import { expect, test, type Page } from './support/test';

// Issue #6 (clients): the demo salon's admin creates a client, finds it in the table by a search
// typed without Turkish letters, adds a record on its page and deletes it after confirming,
// all on a 375 px phone screen (spec §9 page width).

/** Owner of the first demo salon (premium plan); password of every demo account. */
const SALON_ADMIN = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';

async function logInWithPassword(page: Page, phone: string) {
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

test('a salon admin creates a client, finds it by a folded search, adds a record and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInWithPassword(page, SALON_ADMIN);

  await page.goto('/admin-salon/clients');
  const table = page.getByTestId('clients-table');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('table-card').first()).toBeVisible();
  // The demo client's visits were turned into the salon's client card by the seed.
  await page.getByTestId('table-search').fill('demo client');
  await expect(table.getByTestId('table-card')).toHaveCount(1);
  await expect(table.getByTestId('table-card').first()).toContainText('Demo Client');

  // Create: the phone goes through the +90 mask; the form checks before sending.
  await page.getByTestId('client-create').click();
  await expect(page).toHaveURL(/\/admin-salon\/clients\/edit$/);
  await page.getByTestId('client-save').click();
  await expect(page.getByTestId('client-form')).toContainText('Zorunlu alan');
  const phone = page.getByTestId('client-phone');
  await phone.click();
  await phone.pressSequentially('5321234567');
  await expect(phone).toHaveValue('+90 532 123 45 67');
  await page.getByTestId('client-full-name').fill('Şükran Öztürk');
  await page.getByTestId('client-email').fill('sukran@example.com');
  await page.getByTestId('client-birthday').fill('1988-03-14');
  await page.getByTestId('client-gender-female').check();
  await page.getByTestId('client-save').click();
  await expect(page).toHaveURL(/\/admin-salon\/clients\/edit\/\d+$/);
  await expect(page.getByText('Müşteri eklendi')).toBeVisible();
  await expect(page.getByTestId('client-records')).toBeVisible();

  // The table finds her by the name typed without Turkish letters.
  await page.getByTestId('clients-back').click();
  await expect(page).toHaveURL(/\/admin-salon\/clients$/);
  await page.getByTestId('table-search').fill('sukran ozturk');
  const cards = table.getByTestId('table-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Şükran Öztürk');
  await expect(cards.first()).toContainText('+90 532 123 45 67');

  // Her page: add a record.
  await cards.first().click();
  await expect(page).toHaveURL(/\/admin-salon\/clients\/info\/\d+$/);
  await expect(page.getByTestId('client-name')).toHaveText('Şükran Öztürk');
  await page.getByTestId('record-text').fill('Sabah randevularını tercih ediyor');
  await page.getByTestId('record-add').click();
  await expect(page.getByTestId('record-body')).toHaveText(['Sabah randevularını tercih ediyor']);

  // Delete after confirming: back to the table, which no longer finds her.
  await page.getByTestId('client-delete').click();
  await expect(page.getByText('Şükran Öztürk ve tüm kayıtları silinsin mi?', { exact: false })).toBeVisible();
  await page.getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/admin-salon\/clients$/);
  await expect(page.getByText('Müşteri silindi')).toBeVisible();
  await page.getByTestId('table-search').fill('sukran');
  await expect(page.getByTestId('table-empty')).toBeVisible();
  const gone = await page.request.get(`/api/salon/clients?q=${encodeURIComponent(JSON.stringify({ search: 'sukran' }))}`);
  expect((await gone.json()).count).toBe(0);
});
