import { expect, test, type APIRequestContext } from './support/test';

// Issue #17 Done-when (a): a salon asks for a new service in its cabinet; the platform admin
// approves it by merging it into a catalogue service; the salon sees that service bound at the
// price it asked for (and gives it a master); a client can book it from the salon page.

/** Owner of the first demo salon and the platform admin of the seed; the demo password. */
const SALON_ADMIN = '+905550000002';
const ADMIN = '+905550000001';
const PASSWORD = 'randevu-demo';
const REQUESTED = 'E2E Özel Bakım Ritüeli';

async function login(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.post('/api/site/login/password', { data: { phone, password: PASSWORD, captchaToken: 'dev', isAgreementAccepted: true } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a requested service merged by the admin is bound to the salon and bookable', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await login(page.request, SALON_ADMIN);
  // A catalogue service the salon does not sell yet: the admin will merge the request into it.
  const catalogue = (await (await page.request.get('/api/salon/services/grouped-by-departments', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'tr' } })).json()) as {
    departments: { categories: { name: string; services: { id: number; name: string; moderation_state: string; binding: unknown }[] }[] }[];
  };
  const categories = catalogue.departments.flatMap((d) => d.categories);
  const category = categories.find((c) => c.services.some((s) => !s.binding && s.moderation_state === 'approved'));
  const target = category?.services.find((s) => !s.binding && s.moderation_state === 'approved');
  expect(target, 'an unbound catalogue service').toBeTruthy();

  // 1. The salon asks for a new service with its price.
  await page.goto('/admin-salon/services');
  await page.getByTestId('request-open').click();
  const request = page.getByTestId('request-modal');
  await expect(request).toBeVisible();
  const categoryInput = request.getByTestId('request-category');
  await categoryInput.click();
  await categoryInput.pressSequentially(category!.name.slice(0, 5), { delay: 50 });
  await page.getByRole('option', { name: new RegExp(escape(category!.name)) }).first().click({ timeout: 20_000 });
  await request.getByTestId('request-name-tr').fill(REQUESTED);
  await request.getByTestId('request-price').fill('480');
  await request.getByTestId('request-send').click();
  await expect(request).toBeHidden();
  const requests = page.getByTestId('requests-table');
  await expect(requests.getByRole('row').filter({ hasText: REQUESTED })).toContainText('Moderasyonda');

  // 2. The admin finds it among the pending requests and merges it into the catalogue service.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await login(admin.request, ADMIN);
  await admin.goto('/admin/services');
  const table = admin.getByTestId('service-requests-table');
  await admin.getByTestId('table-search').fill('ozel bakim');
  const row = table.getByRole('row').filter({ hasText: REQUESTED });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('480,00');
  await row.getByTestId('request-merge').click();
  const merge = admin.getByTestId('merge-modal');
  await expect(merge).toBeVisible();
  const lookup = merge.getByTestId('merge-target');
  await lookup.click();
  await lookup.pressSequentially(target!.name.slice(0, 6), { delay: 50 });
  await admin.getByRole('option', { name: new RegExp(escape(target!.name)) }).first().click({ timeout: 20_000 });
  await merge.getByTestId('merge-modal-submit').click();
  await expect(merge).toBeHidden();
  // Decided: no longer among the pending ones.
  await expect(table.getByRole('row').filter({ hasText: REQUESTED })).toHaveCount(0);
  await adminContext.close();

  // 3. The salon sees the outcome and the service bound at its price; it gives it a master.
  await page.reload();
  const outcome = requests.getByRole('row').filter({ hasText: REQUESTED });
  await expect(outcome).toContainText('Mevcut hizmetle birleştirildi');
  await expect(outcome.getByTestId('request-merged-into')).toContainText(target!.name);
  const bound = page.getByTestId(`service-${target!.id}`);
  await expect(bound).toHaveAttribute('data-bound', 'true');
  await expect(bound).toContainText('480,00');
  // The catalogue search opens the binding (its department's panel is folded).
  const search = page.getByTestId('catalogue-search');
  await search.click();
  await search.pressSequentially(target!.name.slice(0, 6), { delay: 50 });
  await page.getByRole('option', { name: new RegExp(escape(target!.name)) }).first().click({ timeout: 20_000 });
  const binding = page.getByTestId('binding-modal');
  await expect(binding).toBeVisible();
  await expect(binding.getByTestId('binding-price')).toHaveValue('480,00');
  await binding.getByTestId('binding-masters').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await binding.getByTestId('binding-save').click();
  await expect(binding).toBeHidden();

  // 4. A client books it from the salon page: the checkout opens with that service.
  const info = (await (await page.request.get('/api/salon/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { slug: string };
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientContext.newPage();
  await client.goto(`/isletme/${info.slug}`);
  const service = client.getByTestId('service-row').filter({ hasText: target!.name });
  await expect(service).toContainText('480,00');
  await service.getByTestId('book-button').click();
  await expect(client.getByTestId('checkout-form')).toBeVisible();
  await expect(client.getByTestId('checkout-service')).toHaveCount(1);
  await expect(client.getByTestId('checkout-service')).toContainText(target!.name);
  await expect(client.locator('[data-testid^="master-option-"]:not([data-testid="master-option-any"])').first()).toBeVisible();
  await clientContext.close();
});
