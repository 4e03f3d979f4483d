import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test';

// Issue #20 Done-when (blog): an admin writes and publishes a Turkish post with a 600×390 cover and
// tags; it appears on the home page and in the sitemap; the post is deleted at the end so the demo
// stays as it was.

const ADMIN = '+905550000001';
const DEMO_PASSWORD = 'randevu-demo';
const TITLE = `Kış aylarında saç bakımı ${Date.now()}`;
const COVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'blog-cover.png');

async function logInWithPassword(page: Page, phone: string) {
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

test('an admin publishes a Turkish post with a cover and tags; it is on the home page and in the sitemap', async ({ page }) => {
  await logInWithPassword(page, ADMIN);
  await page.goto('/admin/blog/new');
  await page.getByTestId('blog-title').fill(TITLE);
  await page.getByTestId('blog-author').fill('Ayşe Yılmaz');
  await page.getByTestId('blog-tags').fill('saç bakımı, kış');
  await page.locator('form[data-testid="blog-form"] input[type="file"]').first().setInputFiles(COVER);
  await expect(page.locator('form[data-testid="blog-form"] img').first()).toBeVisible();
  const editor = page.getByTestId('blog-html').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Kışın saçlarınızı nemlendirin ve sıcak sudan kaçının.');
  // A picture in the text, uploaded through the editor's picture button.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('editor-image').click();
  await (await chooser).setFiles(COVER);
  await expect(editor.locator('img[src^="/api/files/blog/"]')).toBeVisible();
  await page.getByTestId('blog-status').click();
  await page.getByRole('option', { name: 'Yayında' }).click();
  await page.getByTestId('blog-save').click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const id = page.url().split('/').pop();

  await page.goto('/');
  const latest = page.getByTestId('last-posts');
  await expect(latest.getByRole('link', { name: TITLE })).toBeVisible();
  await latest.getByRole('link', { name: TITLE }).click();
  await expect(page.getByTestId('blog-post')).toContainText('Kışın saçlarınızı nemlendirin');
  await expect(page.getByTestId('blog-post').locator('img').first()).toBeVisible();
  // The picture in the text survived the sanitiser and loads.
  const inText = page.getByTestId('blog-text').locator('img[src^="/api/files/blog/"]');
  await expect(inText).toBeVisible();
  expect(await inText.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const slug = page.url().split('/').pop();

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);

  // Restore the demo: delete by typing the title.
  await page.goto(`/admin/blog/${id}`);
  await page.getByTestId('blog-delete').click();
  await page.getByRole('dialog').getByRole('textbox').fill(TITLE);
  await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect((await page.request.get(`/api/site/blog/${slug}`)).status()).toBe(404);
});
