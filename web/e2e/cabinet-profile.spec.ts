import { expect, test, type APIRequestContext } from './support/test';

// Issue #6 (d): the demo salon admin changes the settings in Russian, confirms the changes, saves,
// reads the Russian success message, and finds the change after a reload. Then a service bound
// in the cabinet shows on the salon's public page.

/** Owner of the first demo salon (premium plan); the demo password of the seed. */
const SALON_ADMIN = '+905550000002';
const PASSWORD = 'randevu-demo';

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/site/login/password', {
    data: { phone: SALON_ADMIN, password: PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function settingsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/salon/settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { time_slicing: number; auto_confirm: boolean };
}

test('settings saved in Russian show the Russian success message and stay after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const token = await login(page.request);
  const before = await settingsOf(page.request, token);
  const next = before.time_slicing === 30 ? 15 : 30;

  // `st` hands the session to the app (spec §2 shell), which drops it from the address.
  await page.goto(`/ru/admin-salon/settings?st=${token}`);
  await expect(page).toHaveURL(/\/ru\/admin-salon\/settings$/);
  const form = page.getByTestId('settings-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('section-hours')).toContainText('Понедельник');

  const save = page.getByTestId('settings-save');
  await expect(save).toBeDisabled();
  await page.getByTestId('time-slicing').getByText(`${next} мин`, { exact: true }).click();
  await page.getByTestId('confirm-changes').check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Информация о салоне обновлена', { exact: true })).toBeVisible();
  await expect(page.getByTestId('confirm-changes')).not.toBeChecked();

  await page.reload();
  await expect(page.getByTestId('settings-form')).toBeVisible();
  await expect(page.getByTestId('time-slicing').getByRole('radio', { name: `${next} мин` })).toBeChecked();
  expect((await settingsOf(page.request, token)).time_slicing).toBe(next);

  // Availability follows at once: the salon's free times now come on the new grid.
  const info = (await (await page.request.get('/api/salon/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const free = await page.request.post(`/api/site/salon/employee-availability-for-given-date/${info.id}`, { data: { date, masters: [], duration: 30 } });
  expect(((await free.json()) as { time_slicing: number }).time_slicing).toBe(next);
});

test('a service bound in the cabinet shows on the salon page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await login(page.request);
  const catalogue = (await (await page.request.get('/api/salon/services/grouped-by-departments', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'tr' } })).json()) as {
    departments: { categories: { services: { id: number; name: string; moderation_state: string; binding: unknown }[] }[] }[];
  };
  const free = catalogue.departments.flatMap((d) => d.categories.flatMap((c) => c.services)).find((s) => !s.binding && s.moderation_state === 'approved');
  expect(free, 'an unbound catalogue service').toBeTruthy();

  await page.goto(`/admin-salon/services?st=${token}`);
  await expect(page.getByTestId('catalogue')).toBeVisible();
  // Typed key by key: the lookup's combobox arrives in its own chunk and must see the typing.
  const search = page.getByTestId('catalogue-search');
  await search.click();
  await search.pressSequentially(free!.name.slice(0, 6), { delay: 50 });
  await page.getByRole('option', { name: new RegExp(free!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click({ timeout: 20_000 });
  const modal = page.getByTestId('binding-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('binding-price').fill('321,50');
  await modal.getByTestId('binding-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId(`service-${free!.id}`)).toContainText('321,50');

  const info = (await (await page.request.get('/api/salon/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { slug: string };
  await page.goto(`/isletme/${info.slug}`);
  const row = page.getByTestId('service-row').filter({ hasText: free!.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('321,50');
});
