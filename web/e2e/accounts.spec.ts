import { expect, test, type APIRequestContext, type Page } from './support/test';

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

async function logInByCode(page: Page, phone: string) {
  await page.getByTestId('profile-button').filter({ visible: true }).first().click();
  const popup = page.getByTestId('login-popup');
  await expect(popup.getByTestId('login-phone')).toBeVisible();
  const phoneInput = popup.getByTestId('login-phone');
  await phoneInput.click();
  await phoneInput.pressSequentially(phone.replace('+90', ''));
  await popup.getByTestId('terms-checkbox').check();
  await popup.getByTestId('get-code').click();
  await expect(popup.getByTestId('login-code-step')).toBeVisible();
  const code = await codeFromOutbox(page.request, phone);
  await popup.getByTestId('login-code').locator('input').first().click();
  await page.keyboard.type(code);
}

test('a client logs in by SMS code and lands on the cabinet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await logInByCode(page, '+905550000004');
  await expect(page).toHaveURL(/\/en\/dashboard\/personal$/);
  await expect(page.getByTestId('personal-page')).toBeVisible();
  await expect(page.getByTestId('account-name')).toContainText('Demo Client');
  // The session lives in an HttpOnly cookie, out of reach of scripts.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
});

test('a multi-role account switches role, logs out and is refused a cabinet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ru');
  await logInByCode(page, '+905550000005');
  // Its first role is client. The menu is opened once the page shows, as a person would: a click
  // while the cabinet is still loading its screen was lost under load (CI, 2026-11-29).
  await expect(page).toHaveURL(/\/ru\/dashboard\/personal$/);
  await expect(page.getByTestId('personal-page')).toBeVisible();

  await page.getByTestId('burger-button').click();
  const menu = page.getByTestId('burger-menu');
  await expect(menu.getByTestId('role-switcher')).toBeVisible();
  await menu.getByTestId('role-salon_master').click();
  await expect(page).toHaveURL(/\/ru\/master\/personal$/);

  await page.getByTestId('burger-button').click();
  await page.getByTestId('burger-menu').getByTestId('role-salon_admin').click();
  await expect(page).toHaveURL(/\/ru\/admin-salon\/salon$/);

  await page.getByTestId('burger-button').click();
  await page.getByTestId('burger-menu').getByTestId('logout').click();
  await expect(page).toHaveURL(/\/ru$/);
  const account = await page.request.get('/api/common/account-data');
  expect(account.status()).toBe(401);

  // Logged out, a cabinet link asks for a login on the link itself.
  await page.goto('/ru/master/personal');
  await expect(page.getByTestId('area-login-required')).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/master\/personal$/);
  await expect(page.getByTestId('personal-page')).toHaveCount(0);
});

test('a first login creates a client, whose token is refused the salon and admin areas', async ({ page }) => {
  await page.goto('/');
  // A phone never seen before (codes are limited to one a minute per phone).
  await logInByCode(page, '+905321234567');
  await expect(page).toHaveURL(/\/dashboard\/personal$/);
  expect((await page.request.get('/api/salon/info')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  // The admin link tells the client it is not theirs and leads to their own cabinet.
  await page.goto('/admin/users');
  const refusal = page.getByTestId('area-forbidden');
  await expect(refusal).toContainText('Bu işlemi yapmaya yetkiniz yok.');
  await expect(page.getByTestId('admin-users-page')).toHaveCount(0);
  await refusal.getByTestId('area-own-cabinet').click();
  await expect(page).toHaveURL(/\/dashboard\/personal$/);
});

test('a guest opening a reminder link logs in on that page and lands on it (ru, phone)', async ({ page }) => {
  // Issue #16 item 4: the link from a reminder SMS survives the login.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ru/dashboard/history');
  await expect(page.getByTestId('area-login-required')).toContainText('Войдите, чтобы открыть страницу');
  // The popup opens by itself on the link (the password way: the first journey here took this
  // phone's SMS code of the minute).
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('password-mode').click();
  const phoneInput = popup.getByTestId('login-phone');
  await phoneInput.click();
  await phoneInput.pressSequentially('5550000004');
  await popup.getByTestId('login-password').fill('randevu-demo');
  await popup.getByTestId('terms-checkbox').check();
  await popup.getByTestId('password-submit').click();
  await expect(page.getByTestId('history-page')).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/dashboard\/history$/);
});
