import { expect, test, type Page } from './support/test';

// Issue #19 (salaries and finances), in Russian: the Premium salon's admin records an expense and
// a salary payment and sees the profit and the master's balance change by exactly those amounts;
// the free salon's admin sees the upgrade screen on both screens.

const DEMO_PASSWORD = 'randevu-demo';
const SALON_ADMIN = '+905550000002';
const FREE_SALON_ADMIN = '+905550000005';

async function logIn(page: Page, phone: string, role?: string) {
  const login = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status()).toBe(200);
  if (role) expect((await page.request.post('/api/common/change-active-role', { data: { role } })).status()).toBe(200);
}

/** Kuruş as the app shows them in Russian, formatted by the browser's own Intl like the app. */
function rub(page: Page, kurus: number): Promise<string> {
  return page.evaluate(
    (k) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(k / 100),
    kurus,
  );
}

async function profit(page: Page): Promise<number> {
  const response = await page.request.get('/api/salon/finances');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { current: { profit: number } }).current.profit;
}

test('the salon admin records an expense and a salary payment and sees profit and balance change', async ({ page }) => {
  await logIn(page, SALON_ADMIN);
  const before = await profit(page);

  await page.goto('/ru/admin-salon/finances');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Финансы');
  await expect(page.getByTestId('total-profit-value')).toHaveText(await rub(page, before));

  // An expense of 1 234,50 ₺ today.
  await page.getByTestId('expense-add').click();
  await expect(page.getByRole('dialog')).toContainText('Добавить расход');
  await page.getByTestId('expense-amount').fill('1234.5');
  await page.getByTestId('expense-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('expenses-table')).toContainText('Аренда');
  await expect(page.getByTestId('total-profit-value')).toHaveText(await rub(page, before - 123450));

  // A payment of 500 ₺ to the first master lowers their balance by as much.
  await page.goto('/ru/admin-salon/salaries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зарплаты');
  const list = (await (await page.request.get('/api/salon/salaries')).json()) as { rows: { master_id: number; balance: number; full_name: string }[] };
  const master = list.rows[0];
  const row = page.getByTestId(`salary-row-${master.master_id}`);
  await expect(row.getByTestId('salary-balance')).toHaveText(await rub(page, master.balance));
  await row.getByRole('button', { name: 'Выплатить' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Выплата: ${master.full_name}`);
  await page.getByTestId('payment-amount').fill('500');
  await page.getByTestId('payment-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByTestId('salary-balance')).toHaveText(await rub(page, master.balance - 50000));
  await row.getByRole('button', { name: 'Подробнее' }).click();
  await expect(page.getByTestId('detail-payments')).toContainText(await rub(page, 50000));
  await page.keyboard.press('Escape');

  // The payment is an expense of the salon too.
  await page.goto('/ru/admin-salon/finances');
  await expect(page.getByTestId('total-profit-value')).toHaveText(await rub(page, before - 123450 - 50000));
  await expect(page.getByTestId('by-expense')).toContainText('Выплаты зарплат');
});

test('the free salon admin sees the upgrade screen on salaries and finances', async ({ page }) => {
  await logIn(page, FREE_SALON_ADMIN, 'salon_admin');
  for (const path of ['/ru/admin-salon/salaries', '/ru/admin-salon/finances']) {
    await page.goto(path);
    await expect(page.getByTestId('upgrade-screen')).toBeVisible();
  }
  expect((await page.request.get('/api/salon/salaries')).status()).toBe(403);
  expect((await page.request.get('/api/salon/finances')).status()).toBe(403);
});
