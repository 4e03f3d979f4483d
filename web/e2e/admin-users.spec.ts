import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue #17 items 6 and 7: the platform admin finds the demo client by phone and renames them in
// English; deletes a fresh account by typing the last 4 digits of its phone; hides a portfolio
// case, which then leaves the master's public page.

const ADMIN = '+905550000001';
const DEMO_CLIENT = '+905550000004';
const DEMO_PASSWORD = 'randevu-demo';

async function logInWithPassword(page: Page, phone: string) {
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

/** A new client account: logging in by SMS code creates it. */
async function freshAccount(request: APIRequestContext, phone: string) {
  // Its own visitor address: the suite's earlier journeys used up 127.0.0.1's SMS-code budget (10 an hour).
  const visitor = { 'x-forwarded-for': '198.51.100.31' };
  expect(
    (await request.post('/api/site/login/phone', { headers: visitor, data: { phone, recaptchaToken: 'dev', isAgreementAccepted: true } })).status(),
  ).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(phone)}&limit=1`)).json()) as { body: string }[];
      code = messages[0]?.body.match(/\b\d{4}\b/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  expect((await request.post('/api/site/login/code', { headers: visitor, data: { phone, code } })).status()).toBe(200);
}

async function searchUsers(page: Page, term: string) {
  await page.getByTestId('table-search').fill(term);
}

test('the admin edits the demo client and deletes a fresh user by the last 4 digits', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = String(Date.now()).slice(-4);
  const fresh = `+90555777${suffix}`;
  await freshAccount(request, fresh);
  await logInWithPassword(page, ADMIN);

  // The demo client, found by phone; renamed in English.
  await page.goto('/en/admin/users');
  const table = page.getByTestId('users-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();
  await searchUsers(page, '5550000004');
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('table-row').first()).toContainText('Demo Client');
  await table.getByTestId('table-row').first().click();
  await expect(page).toHaveURL(/\/en\/admin\/users\/\d+$/);
  await expect(page.getByTestId('user-title')).toHaveText('Demo Client');
  await page.getByTestId('user-name').fill('Demo Client Renamed');
  await page.getByTestId('user-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByTestId('user-title')).toHaveText('Demo Client Renamed');
  await expect(page.getByTestId('audit-history')).toContainText('Details or roles changed');
  const account = await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(JSON.stringify({ search: DEMO_CLIENT.slice(3) }))}`)).json();
  expect(account.rows[0].full_name).toBe('Demo Client Renamed');

  // The fresh user: the delete button waits for the last 4 digits of the phone.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await searchUsers(page, fresh.slice(3));
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await table.getByTestId('table-row').first().click();
  await page.getByTestId('user-delete').click();
  const confirmButton = page.getByTestId('confirm-yes');
  await expect(confirmButton).toBeDisabled();
  await page.getByTestId('typed-confirm-input').fill('0000');
  await expect(confirmButton).toBeDisabled();
  await page.getByTestId('typed-confirm-input').fill(fresh.slice(-4));
  await confirmButton.click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/users$/);
  await searchUsers(page, fresh.slice(3));
  await expect(page.getByTestId('table-empty')).toBeVisible();
});

test('a hidden portfolio case leaves the master page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInWithPassword(page, ADMIN);
  await page.goto('/en/admin/portfolio');
  const table = page.getByTestId('portfolio-table');
  await expect(table.getByTestId('table-row').first()).toBeVisible();

  // The first case's master page, before.
  const first = (await (await page.request.get('/api/admin/portfolio')).json()).rows[0] as { id: number; master_id: number };
  const master = await (await page.request.get(`/api/site/salon/employee-info/${first.master_id}`)).json();
  const casesBefore = (master.cases as { id: number }[]).length;
  expect(casesBefore).toBeGreaterThan(0);
  const publicPage = `/en/place/${master.salon.slug}/master/${first.master_id}`;

  await table.getByTestId('table-row').first().getByTestId('case-toggle-hidden').click();
  await expect(table.getByTestId('table-row').first()).toContainText('Hidden');

  await page.goto(publicPage);
  if (casesBefore === 1) {
    await expect(page.getByTestId('cases-grid')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('case-card')).toHaveCount(casesBefore - 1);
  }
  expect((await page.request.get(`/api/site/salon/case/${first.id}`)).status()).toBe(404);
});
