import { expect, test, type Page } from './support/test';

// Issue #20 items 6 and 7: an admin writes an info page in the blog's editor, publishes it, sees it
// at /i/{slug} and in /i, and deletes it (the demo stays as it was). A visitor signs up for the
// newsletter from the blog's box, opens the confirmation link and the admin sees the subscriber.

const ADMIN = '+905550000001';
const DEMO_PASSWORD = 'randevu-demo';
const STAMP = Date.now();
const TITLE = `Yaz kampanyası ${STAMP}`;

async function logInWithPassword(page: Page, phone: string) {
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

test('an admin publishes an info page; it is served at /i/{slug}, listed in /i and in the sitemap', async ({ page }) => {
  await logInWithPassword(page, ADMIN);
  await page.goto('/admin/info-pages');
  await page.getByTestId('info-new').click();
  await expect(page).toHaveURL(/\/admin\/info-pages\/new$/);
  await page.getByTestId('info-title').fill(TITLE);
  await page.getByTestId('info-slug').fill(`yaz-kampanyasi-${STAMP}`);
  const editor = page.getByTestId('info-html').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Yaz boyunca seçili salonlarda manikür indirimli.');
  await page.getByTestId('info-status').click();
  await page.getByRole('option', { name: 'Yayında' }).click();
  await page.getByTestId('info-save').click();
  await expect(page).toHaveURL(/\/admin\/info-pages\/\d+$/);
  const id = page.url().split('/').pop();

  await page.goto(`/i/yaz-kampanyasi-${STAMP}`);
  await expect(page.getByTestId('info-page')).toContainText('manikür indirimli');
  await expect(page).toHaveTitle(new RegExp(TITLE));
  await page.goto('/i');
  await expect(page.getByTestId('info-card').getByRole('link', { name: TITLE })).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/i/yaz-kampanyasi-${STAMP}</loc>`);

  // Restore the demo: delete by typing the title.
  await page.goto(`/admin/info-pages/${id}`);
  await page.getByTestId('info-delete').click();
  await page.getByRole('dialog').getByRole('textbox').fill(TITLE);
  await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
  await expect(page).toHaveURL(/\/admin\/info-pages$/);
  expect((await page.request.get(`/api/site/info-pages/yaz-kampanyasi-${STAMP}`)).status()).toBe(404);
  expect((await page.request.get('/test')).status()).toBe(404);
});

test('a visitor signs up from the blog, confirms by the mailed link, and the admin sees the subscriber', async ({ page }) => {
  // Sign-ups are limited per address: this journey has its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.121' });
  const email = `okur${STAMP}@example.com`;
  await page.goto('/en/blog');
  const box = page.getByTestId('newsletter-box');
  await box.scrollIntoViewIfNeeded();
  await box.getByTestId('newsletter-email').fill(email);
  await box.getByTestId('newsletter-submit').click();
  await expect(page.getByTestId('newsletter-sent')).toContainText(email);

  const outbox = await (await page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=1`)).json();
  const link = /https?:\/\/\S+\?confirm=[0-9a-f]+/.exec(outbox[0].body)?.[0];
  expect(link, outbox[0].body).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('newsletter-done')).toContainText(email);

  await logInWithPassword(page, ADMIN);
  await page.goto('/admin/newsletter');
  await page.getByTestId('newsletter-search').fill(email);
  await expect(page.getByTestId('newsletter-row')).toHaveCount(1);
  await expect(page.getByTestId('newsletter-row')).toContainText('Onaylı');
  const csv = await (await page.request.get(`/api/admin/newsletter/export?format=csv&q=${encodeURIComponent(email)}`)).text();
  expect(csv).toContain(`${email},BIREYSEL,EPOSTA,HS_WEB,ONAY`);
});
