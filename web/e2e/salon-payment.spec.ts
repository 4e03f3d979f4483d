import { expect, test, type APIRequestContext } from './support/test';
import { readFileSync } from 'node:fs';

// Issue #18: a salon admin on the free plan upgrades with a test card in English, sees the next
// charge date, and downloads the first invoice. The demo's free salon becomes Premium, so this
// runs in its own project after every other journey (playwright.config.ts 'payments').

const en = JSON.parse(readFileSync(new URL('../src/locales/en/salonPayment.json', import.meta.url), 'utf8')) as {
  plans: Record<string, string>;
  current: Record<string, string>;
  card: Record<string, string>;
  status: Record<string, string>;
  history: Record<string, string>;
};

const DEMO_PASSWORD = 'randevu-demo';
/** The demo's free salon's owner (crates/store/src/seed/demo/salons.rs). */
const FREE_SALON_OWNER = '+905550000005';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', { data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true } });
  expect(response.status(), await response.text()).toBe(200);
}

test.use({ timezoneId: 'Europe/Istanbul' });

test('a free salon admin upgrades with a test card in English, sees the next charge date and downloads the first invoice', async ({ page }) => {
  await logIn(page.request, FREE_SALON_OWNER);
  await page.goto('/en/admin-salon/payment');
  await expect(page.getByTestId('current-plan')).toHaveText(en.plans.free!);
  await expect(page.getByTestId('subscription-status')).toHaveText(en.current.none!);

  await page.getByTestId('upgrade').click();
  await page.getByLabel(en.card.number!).fill('4242 4242 4242 4242');
  await page.getByLabel(en.card.holder!).fill('Ayşe Yılmaz');
  await page.getByLabel(en.card.expiry!).fill('1230');
  await page.getByLabel(en.card.cvc!).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByTestId('current-plan')).toHaveText(en.plans.premium!);
  await expect(page.getByTestId('subscription-status')).toHaveText(en.status.active!);
  await expect(page.getByTestId('saved-card')).toHaveText('Visa •••• 4242');
  // The next charge: a month from today, 1,599 TRY.
  const nextMonth = new Date();
  nextMonth.setMonth(nextMonth.getMonth() + 1);
  const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(nextMonth);
  await expect(page.getByTestId('next-charge')).toContainText(expected);
  await expect(page.getByTestId('next-charge')).toContainText('1,599.00');

  const history = page.getByTestId('payment-history');
  await expect(history.getByText(en.history.paid!)).toBeVisible();
  const link = history.getByRole('link', { name: /Invoice No\. \d{6}/ });
  const number = (await link.textContent())!.match(/\d{6}/)![0];
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.html`);
  const html = readFileSync((await download.path())!, 'utf8');
  expect(html).toContain('<h1>Invoice</h1>');
  expect(html).toContain(`<strong id="invoice-number">${number}</strong>`);
  expect(html).toContain('Randevu Premium subscription');
  expect(html).toContain('VAT (20%)');
  expect(html).toContain('266,50 ₺');
  expect(html).toContain('id="invoice-total">1.599,00 ₺');
});
