import { expect, test, type APIRequestContext } from './support/test';
import { bookAsGuest, pickFirstFreeDay } from './support/booking';
import { startVisitNow } from './support/clock';

// Issue #19 item 3 (loyalty): the Premium demo salon turns its points programme on from its screen;
// a client's completed visit earns points; at the next checkout the client applies them and sees
// the discounted total, which the salon's desk card shows as the amount to collect.

const SALON_ADMIN = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';
/** A phone no other spec uses (codes are limited to one a minute per phone). */
const CLIENT_PHONE = '+905557412001';

async function logInWithPassword(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

test('the salon turns loyalty on; a client with points applies them at checkout and sees the discounted total', async ({ browser }) => {
  const salonContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const salon = await salonContext.newPage();
  await logInWithPassword(salon.request, SALON_ADMIN);
  const overview = await salon.request.get('/api/salon/overview');
  const { salon: mine } = (await overview.json()) as { salon: { slug: string } };

  // The programme's screen (in the salon's menu): 10 points per 100 TRY, a point worth 1 TRY, at most 50 %.
  await salon.goto('/en/admin-salon/loyalty');
  const form = salon.getByTestId('loyalty-form');
  await expect(form).toBeVisible();
  await salon.getByTestId('loyalty-enabled').check();
  await salon.getByTestId('loyalty-rate').fill('10');
  await salon.getByTestId('loyalty-value').fill('1');
  await salon.getByTestId('loyalty-cap').fill('50');
  await expect(salon.getByTestId('loyalty-example')).toContainText('40 points');
  await salon.getByTestId('loyalty-save').click();
  await expect(salon.getByText('Loyalty programme saved')).toBeVisible();
  const saved = await (await salon.request.get('/api/salon/loyalty')).json();
  expect(saved).toMatchObject({ enabled: true, points_per_100_try: 10, point_value_kurus: 100, max_redeem_percent: 50 });

  // A client books there, the salon completes the visit: points earned on what was paid.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientContext.newPage();
  const first = await bookAsGuest(client, mine.slug, { name: 'Selin Aksoy', phone: CLIENT_PHONE, locale: 'en' });
  startVisitNow(first.actId);
  const done = await salon.request.post(`/api/salon/schedule/acts/complete/${first.actId}`, { data: { payment: 'cash' } });
  expect(done.status(), await done.text()).toBe(200);
  const balances = (await (await client.request.get('/api/client/loyalty')).json()) as { balances: { slug?: string; salon_slug: string; points: number }[] };
  const held = balances.balances.find((b) => b.salon_slug === mine.slug);
  expect(held?.points ?? 0).toBeGreaterThan(0);

  // The client's cabinet shows the balance.
  await client.goto('/en/dashboard/history');
  await expect(client.getByTestId('loyalty-balance')).toContainText(`${held!.points} points`);

  // The next checkout at that salon offers the points; applying them lowers what is paid at the salon.
  await client.goto(`/en/place/${mine.slug}`);
  const row = client.getByTestId('service-row').filter({ has: client.locator('a[data-testid="book-button"]') }).first();
  await row.getByTestId('book-button').click();
  await expect(client.getByTestId('checkout-form')).toBeVisible();
  const master = client.locator('[data-testid^="master-option-"]:not([data-testid="master-option-any"])').first();
  await master.click();
  await pickFirstFreeDay(client);
  await client.getByTestId('checkout-times').getByRole('button').first().click();
  if (!(await client.getByTestId('checkout-name').inputValue())) await client.getByTestId('checkout-name').fill('Selin Aksoy');
  const phone = client.getByTestId('checkout-phone');
  if ((await phone.inputValue()).replace(/\D/g, '').length < 12) {
    await phone.fill('');
    await phone.click();
    await phone.pressSequentially(CLIENT_PHONE.replace('+90', ''));
  }
  await client.getByTestId('privacy-checkbox').check();

  const points = client.getByTestId('checkout-points');
  await expect(points).toBeVisible();
  await client.getByTestId('checkout-use-points').check();
  const totalText = (await client.getByTestId('summary-total').textContent()) ?? '';
  const toPay = client.getByTestId('summary-to-pay');
  await expect(toPay).toBeVisible();
  await expect(client.getByTestId('summary-points-discount')).toContainText('−');
  const money = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(/\.(?=\d{3})/g, '').replace(',', '.'));
  expect(money((await toPay.textContent()) ?? '')).toBeLessThan(money(totalText));

  await client.getByTestId('checkout-submit').click();
  const success = client.getByTestId('checkout-success');
  await expect(success).toBeVisible();
  const actId = await success.getAttribute('data-act-id');

  // The salon's card of the visit: the discount and what the salon collects.
  const act = (await (await salon.request.get(`/api/salon/schedule/acts/${actId}`)).json()) as { total: number; points_redeemed: number; points_discount: number };
  expect(act.points_redeemed).toBeGreaterThan(0);
  expect(act.points_discount).toBe(act.points_redeemed * 100);
  const after = (await (await client.request.get('/api/client/loyalty')).json()) as { balances: { salon_slug: string; points: number }[] };
  expect(after.balances.find((b) => b.salon_slug === mine.slug)?.points ?? 0).toBe(held!.points - act.points_redeemed);

  await salonContext.close();
  await clientContext.close();
});
