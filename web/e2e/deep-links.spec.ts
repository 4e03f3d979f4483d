import { expect, test, type Page } from './support/test';

// Issue #16 item 4: a cabinet link opened by a guest asks for a login on that very page and lands
// on the link (query included) once logged in; an account of another role reads the spec's
// forbidden message with the way to its own cabinet. (The Russian, 375 px journey is in accounts.spec.ts.)

/** The demo salon admin of the first demo salon. */
const ADMIN_PHONE = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';

/** Logs in through the popup that opened by itself on the page, by phone and password. */
async function logInInPopup(page: Page, phone: string) {
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('password-mode').click();
  const phoneInput = popup.getByTestId('login-phone');
  await phoneInput.click();
  await phoneInput.pressSequentially(phone.replace('+90', ''));
  await popup.getByTestId('login-password').fill(DEMO_PASSWORD);
  await popup.getByTestId('terms-checkbox').check();
  await popup.getByTestId('password-submit').click();
}

test('a guest opening a desk link to one visit logs in there and lands on that visit (tr)', async ({ browser }) => {
  // A visit of the demo salon, as a notice would link it.
  const staff = await browser.newContext();
  const login = await staff.request.post('/api/site/login/password', {
    data: { phone: ADMIN_PHONE, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  const q = encodeURIComponent(JSON.stringify({ offset: 0, limit: 1 }));
  const list = (await (await staff.request.get(`/api/salon/appointments?q=${q}`)).json()) as { rows: { id: number }[] };
  const id = list.rows[0]!.id;
  await staff.close();

  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await guest.newPage();
  await page.goto(`/admin-salon/appointments?id=${id}`);
  await expect(page.getByTestId('area-login-required')).toContainText('Bu sayfa için giriş yapın');
  await logInInPopup(page, ADMIN_PHONE);
  const drawer = page.getByTestId('act-drawer-body');
  await expect(drawer).toHaveAttribute('data-act-id', String(id));
  await expect(page).toHaveURL(new RegExp(`/admin-salon/appointments\\?id=${id}$`));
  await expect(page.getByTestId('area-login-required')).toHaveCount(0);

  // The same salon admin on a client's link reads the spec's forbidden message and goes to their own cabinet.
  await page.goto('/dashboard/history');
  const refusal = page.getByTestId('area-forbidden');
  await expect(refusal).toContainText('Bu işlemi yapmaya yetkiniz yok.');
  await expect(page.getByTestId('history-page')).toHaveCount(0);
  await refusal.getByTestId('area-own-cabinet').click();
  await expect(page).toHaveURL(/\/admin-salon\/salon$/);
  await guest.close();
});
