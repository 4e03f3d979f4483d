import { expect, test } from './support/test';

// Issue #18 (plan limits): the free-plan salon admin opens Clients and sees the upgrade screen
// (CRM is Premium), reads what Premium includes and follows the button to the payment screen; the
// overview shows the month's SMS quota.

const DEMO_PASSWORD = 'randevu-demo';
/** Multi-role demo account, admin of the second demo salon (free plan). */
const FREE_SALON_ADMIN = '+905550000005';

test('a free salon admin sees the upgrade screen on Clients and the SMS quota on the overview', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const login = await page.request.post('/api/site/login/password', {
    data: { phone: FREE_SALON_ADMIN, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status()).toBe(200);
  // The account starts as a client; the salon cabinet is its salon_admin role.
  expect((await page.request.post('/api/common/change-active-role', { data: { role: 'salon_admin' } })).status()).toBe(200);

  const refused = await page.request.get('/api/salon/clients', { headers: { 'accept-language': 'en' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message_code: string }).message_code).toBe('plan_feature_unavailable');

  await page.goto('/en/admin-salon/clients');
  const gate = page.getByTestId('upgrade-screen');
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('heading', { level: 1 })).toHaveText('Client base (CRM) is on Premium');
  await expect(gate.getByTestId('upgrade-features')).toContainText('Unlimited SMS');
  await expect(page.getByTestId('clients-table')).toHaveCount(0);
  await gate.getByTestId('upgrade-link').click();
  await expect(page).toHaveURL(/\/en\/admin-salon\/payment$/);

  await page.goto('/en/admin-salon/overview');
  await expect(page.getByTestId('plan-usage-sms')).toHaveText(/^SMS quota used: \d+ \/ 100$/);
});
