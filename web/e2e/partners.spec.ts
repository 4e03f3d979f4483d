import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue #20, done-when: a visitor on /en/partners sees the tariff table the server defines,
// requests a demo through the three-step popup, verifies the phone by SMS code and lands in the
// salon cabinet's checklist; the admin activates the new salon ("new" tab) and it becomes
// searchable. In the `admin` project: it adds a salon to the shared demo.

const ADMIN = '+905550000001';
const DEMO_PASSWORD = 'randevu-demo';
/** The partner's phone and salon; a retry (CI) is a new partner, since the first try may have registered. */
function partnerOf(retry: number) {
  return { phone: `+90555777004${retry}`, salon: `Moda Partner Studio${retry > 0 ? ` ${retry + 1}` : ''}` };
}

async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(phone)}&limit=1`)).json()) as { body: string }[];
      code = messages[0]?.body.match(/\b\d{4}\b/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function fillDemoRequest(page: Page, partner: { phone: string; salon: string }) {
  const popup = page.getByTestId('demo-request');
  // Step 1: a limited company.
  await expect(popup.getByTestId('demo-type-limited')).toBeVisible();
  await popup.getByTestId('demo-type-limited').check();
  await popup.getByTestId('demo-next').click();
  // Step 2: the VKN's check digit is verified before going on.
  await popup.getByTestId('demo-representative').fill('Ayşe Yılmaz');
  await popup.getByTestId('demo-company-name').fill(partner.salon);
  const phone = popup.getByTestId('demo-phone');
  await phone.click();
  await phone.pressSequentially(partner.phone.replace('+90', ''));
  await popup.getByTestId('demo-email').fill('ayse@example.com');
  await popup.getByTestId('demo-tax-number').fill('1234567891');
  await popup.getByTestId('demo-tax-office').fill('Kadıköy');
  await popup.getByTestId('demo-next').click();
  await expect(popup).toContainText('The tax number (VKN) is not valid');
  await popup.getByTestId('demo-tax-number').fill('1234567890');
  await popup.getByTestId('demo-next').click();
  // Step 3: region from the provinces, address, privacy required.
  await popup.getByTestId('demo-province').fill('İstanbul');
  await page.getByTestId('lookup-option').filter({ hasText: /^İstanbul$/ }).first().click();
  await popup.getByTestId('demo-address').fill('Moda Cd. 12, Kadıköy');
  await popup.getByTestId('demo-send').click();
  await expect(popup).toContainText('You must accept the privacy policy');
  await popup.getByTestId('demo-privacy').check();
  await popup.getByTestId('demo-send').click();
  // Step 4: the SMS code.
  await expect(popup.getByTestId('login-code-step')).toBeVisible();
  const code = await codeFromOutbox(page.request, partner.phone);
  await popup.getByTestId('login-code').locator('input').first().click();
  await page.keyboard.type(code);
}

test('a visitor requests a demo, lands in the checklist; the admin activates the salon and it is found', async ({ page, browser }) => {
  const partner = partnerOf(test.info().retry);
  // A visitor of their own (the suite's other journeys spent 127.0.0.1's SMS-code budget).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.20' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/partners');
  await expect(page).toHaveTitle(/Randevu for business/);
  await expect(page.getByTestId('partners-page')).toContainText('No commission');
  // The tariff table comes from /api/site/plans: the premium price in the English format.
  const plans = (await (await page.request.get('/api/site/plans')).json()) as { plans: { key: string; monthly_price_kurus: number }[] };
  const premium = plans.plans.find((p) => p.key === 'premium')!;
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(
    premium.monthly_price_kurus / 100,
  );
  await expect(page.getByTestId('tariff-premium-price')).toContainText(price);
  await expect(page.getByTestId('tariff-free')).toContainText('Manual calendar entries');

  // The header's partner links: "Request demo" opens the popup.
  await page.getByTestId('request-demo').filter({ visible: true }).first().click();
  await fillDemoRequest(page, partner);

  await expect(page).toHaveURL(/\/admin-salon\/overview$/);
  const checklist = page.getByTestId('salon-checklist');
  await expect(checklist).toBeVisible();
  await expect(checklist.getByTestId('salon-checklist-new')).toContainText('waiting for activation');
  for (const item of ['profile', 'hours', 'services', 'masters']) {
    await expect(checklist.getByTestId(`checklist-${item}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('overview-salon')).toContainText(partner.salon);

  // Not public yet.
  const found = (await (await page.request.get(`/api/site/search-salons?term=${encodeURIComponent('Moda Partner')}`)).json()) as { text: string }[];
  expect(found.map((option) => option.text)).not.toContain(partner.salon);

  // The admin (another browser) sees it under "new" and activates it.
  const admin = await browser.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  const login = await admin.request.post('/api/site/login/password', {
    data: { phone: ADMIN, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  await admin.goto('/admin/salons?tab=new');
  const table = admin.getByTestId('salons-table');
  await admin.getByTestId('table-search').fill(partner.salon);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await table.getByTestId('table-row').first().click();
  const card = admin.getByTestId('salon-card');
  await expect(card.getByTestId('salon-status')).toHaveAttribute('data-status', 'new');
  await card.getByTestId('salon-activate').click();
  await admin.getByTestId('confirm-yes').click();
  await expect(card.getByTestId('salon-status')).toHaveAttribute('data-status', 'active');
  await admin.close();

  // Now the public search finds it by name.
  await page.goto('/');
  await page.getByTestId('search-tab-salons').click();
  await page.getByTestId('search-salon').fill('Moda Partner');
  await expect(page.getByTestId('lookup-option').filter({ hasText: partner.salon })).toBeVisible();
});

test('the partner login page tells a client it is for businesses', async ({ page }) => {
  await page.goto('/en/partners-login');
  await expect(page).toHaveTitle(/Business login/);
  const form = page.getByTestId('partner-login-page');
  await form.getByTestId('password-mode').click();
  const phone = form.getByTestId('login-phone');
  await phone.click();
  await phone.pressSequentially('5550000004');
  await form.getByTestId('login-password').fill(DEMO_PASSWORD);
  await form.getByTestId('terms-checkbox').check();
  await form.getByTestId('password-submit').click();
  await expect(page.getByTestId('partner-login-client')).toContainText('This page is for businesses');
});
