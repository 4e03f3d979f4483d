import { expect, test, type Page } from './support/test';

// Issue #17 Done-when (c): the platform admin edits the client agreement in Russian in the rich-text
// editor, forces everyone to accept it again and saves version 2; a client opening /ru in another
// browser meets the agreement popup with the new Russian text and accepts it.

const ADMIN = '+905550000001';
const CLIENT = '+905550000004';
const DEMO_PASSWORD = 'randevu-demo';
const NEW_TEXT = 'Новые условия Randevu: отменяйте запись не позднее чем за 2 часа.';

async function logInWithPassword(page: Page, phone: string) {
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
}

test('the admin forces re-acceptance of the edited Russian client agreement and a client accepts it', async ({ page, browser }) => {
  await logInWithPassword(page, ADMIN);
  await page.goto('/admin/agreement');
  const table = page.getByTestId('agreements-table');
  // Client, salon, terms, privacy and distance-sales agreements of the demo.
  await expect(table.getByTestId('agreement-row-name')).toHaveCount(5);
  await page.getByTestId('table-search').fill('kullanim kosullari');
  await expect(table.getByTestId('agreement-row-name')).toHaveCount(1);
  await table.getByTestId('agreement-row-name').first().click();
  await expect(page).toHaveURL(/\/admin\/agreement\/client$/);
  await expect(page.getByTestId('agreement-version-row')).toHaveCount(1);

  // The Russian tab's editor: replace the text with the new terms.
  await page.getByTestId('agreement-tab-ru').click();
  const editor = page.getByTestId('agreement-editor-ru').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(NEW_TEXT);
  await expect(editor).toHaveText(NEW_TEXT);

  // Save needs the confirm-changes box; forcing asks everyone again.
  await expect(page.getByTestId('agreement-save')).toBeDisabled();
  await page.getByTestId('agreement-force').check();
  await page.getByTestId('agreement-confirm').check();
  await page.getByTestId('agreement-save').click();
  await expect(page.getByText('Sözleşme kaydedildi: sürüm 2')).toBeVisible();
  await expect(page.getByTestId('agreement-version-row')).toHaveCount(2);
  await expect(page.getByTestId('audit-history')).toBeVisible();
  // The saved text is the one the editor shows again (sanitised by the server).
  await page.getByTestId('agreement-tab-ru').click();
  await expect(page.getByTestId('agreement-editor-ru').locator('.ProseMirror')).toHaveText(NEW_TEXT);

  // Version 1 is still readable.
  await page.getByTestId('agreement-version-view-1').click();
  await expect(page.getByTestId('agreement-version-modal')).toContainText('— sürüm 1');
  await page.keyboard.press('Escape');

  // A client in another browser opens the Russian home page and meets the popup.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await logInWithPassword(client, CLIENT);
  await client.goto('/ru');
  const content = client.getByTestId('agreement-content');
  await expect(content).toBeVisible();
  await expect(content).toHaveText(NEW_TEXT);
  await client.getByTestId('agreement-accept').click();
  await expect(content).toBeHidden();

  // Accepted: the next visit has no popup.
  await client.reload();
  await expect(client.getByTestId('home-page').or(client.locator('main')).first()).toBeVisible();
  await expect(content).toHaveCount(0);
  const data = await (await client.request.get('/api/common/account-data')).json();
  expect(data.agreements_to_accept).toEqual([]);
  await clientContext.close();

  // Leave the demo as found: the journeys after this one share the server and must meet no popup.
  const { current } = await (await page.request.get('/api/admin/agreements/client')).json();
  const lifted = await page.request.put('/api/admin/agreements/client', {
    data: { name: current.name, text_tr: current.text_tr, text_en: current.text_en, text_ru: current.text_ru, force_accept: false, confirm_changes: true },
  });
  expect(lifted.status()).toBe(200);
});
