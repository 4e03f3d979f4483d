import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';

// Chat with the feedback moderator (issue #21): the Premium demo salon's admin and the platform
// admin, each in their own browser, write both ways and see the other's message without a reload,
// first in Turkish, then in Russian. Text is shown as text (the HTML stays visible, not rendered);
// a picture goes through the upload call and shows as a thumbnail.

const SALON_ADMIN = '+905550000002';
const PLATFORM_ADMIN = '+905550000001';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: 'randevu-demo', captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function open(browser: Browser, phone: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page.request, phone);
  await page.goto(path);
  return page;
}

async function write(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-input')).toHaveValue('');
}

for (const locale of ['tr', 'ru'] as const) {
  test(`salon admin and platform admin chat both ways live (${locale})`, async ({ browser }) => {
    const prefix = locale === 'tr' ? '' : `/${locale}`;
    const salon = await open(browser, SALON_ADMIN, `${prefix}/admin-salon/feedback`);
    await expect(salon.getByTestId('salon-feedback-page')).toBeVisible();
    await expect(salon.getByRole('heading', { name: locale === 'tr' ? 'Moderatörle sohbet' : 'Чат с модератором' })).toBeVisible();

    const stamp = `${locale}-${Date.now()}`;
    const question = locale === 'tr' ? `Merhaba, <b>yardım</b> lazım ${stamp}` : `Здравствуйте, <b>нужна</b> помощь ${stamp}`;
    await write(salon, question);
    await expect(salon.getByTestId('chat-message-text').filter({ hasText: stamp })).toHaveText(question);

    const admin = await open(browser, PLATFORM_ADMIN, `${prefix}/admin/feedback`);
    await expect(admin.getByTestId('admin-feedback-page')).toBeVisible();
    const conversation = admin.getByTestId('feedback-conversation').filter({ hasText: stamp });
    await expect(conversation).toBeVisible();
    await conversation.click();
    // Shown literally, not as bold HTML.
    await expect(admin.getByTestId('chat-message-text').filter({ hasText: stamp })).toHaveText(question);

    // The moderator answers: the salon's page, untouched, shows it and the read receipt.
    const answer = locale === 'tr' ? `Buyurun, dinliyoruz ${stamp}` : `Слушаем вас ${stamp}`;
    await write(admin, answer);
    await expect(salon.getByTestId('chat-message-text').filter({ hasText: answer })).toBeVisible({ timeout: 15_000 });
    await expect(salon.getByTestId('chat-read').first()).toBeVisible();

    // And back: the admin's open conversation shows the salon's next message live.
    const thanks = locale === 'tr' ? `Teşekkürler ${stamp}` : `Спасибо ${stamp}`;
    await write(salon, thanks);
    await expect(admin.getByTestId('chat-message-text').filter({ hasText: thanks })).toBeVisible({ timeout: 15_000 });

    // A picture: attached (uploaded into the chat folder), sent alone, shown to the moderator live
    // as a thumbnail that links to the full picture.
    const pictures = await admin.getByTestId('chat-image').count();
    await salon.locator('input[type="file"]').setInputFiles('../crates/server/tests/api/fixtures/photo.png');
    await expect(salon.getByTestId('chat-attachment').locator('img')).toBeVisible();
    await salon.getByTestId('chat-send').click();
    await expect(salon.getByTestId('chat-attachment')).toHaveCount(0);
    await expect(admin.getByTestId('chat-image')).toHaveCount(pictures + 1, { timeout: 15_000 });
    const picture = admin.getByTestId('chat-image').last();
    await expect(picture).toHaveAttribute('href', /^\/api\/files\/chat\/[0-9a-f]+\.webp$/);
    await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await salon.context().close();
    await admin.context().close();
  });
}

test('a free salon sees what Premium includes instead of the chat', async ({ browser }) => {
  const page = await open(browser, '+905550000005', '/admin-salon/feedback');
  await expect(page.getByTestId('salon-feedback-page')).toHaveCount(0);
  const refused = await page.request.post('/api/common/chat/send', { data: { text: 'Merhaba' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message_code: string }).message_code).toBe('plan_feature_unavailable');
  await page.context().close();
});
