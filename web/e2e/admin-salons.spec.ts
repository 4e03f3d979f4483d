import { expect, test, type APIRequestContext } from './support/test';
import { endSalonVisits } from './support/clock';

// Issue #17, done-when (b): the platform admin deactivates a salon "after orders finish" from the
// salons list: the salon's page says it is deactivated, booking it is refused, and the client's
// visit already booked stays. Then, after the visit, the salon is deactivated: the server has no
// time travel, so the salon's planned visits are moved into the past in the e2e database
// (`endSalonVisits`) and the jobs worker's sweep (`store::admin_salons::finish_deactivations`,
// on every tick, 1 s) does the rest, as it would once the clock had passed them.
// Then the admin acts as another salon and leaving brings them back to the list.

const ADMIN = '+905550000001';
const CLIENT = '+905550000004';
const DEMO_PASSWORD = 'randevu-demo';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Act {
  id: number;
  status: string;
  salon: { id: number; slug: string; name: string };
}

test('the admin deactivates a salon after orders finish: its page says so, booking is refused, the visit stays, and after it the salon is deactivated', async ({ page, request }) => {
  // `request` is the demo client (its own cookies); the page is the admin.
  await logIn(request, CLIENT);
  const acts = (await (await request.get('/api/client/actual-acts')).json()) as Act[];
  const visit = acts.find((a) => a.status === 'confirmed');
  expect(visit, 'the demo client has a confirmed visit ahead').toBeTruthy();
  const salon = visit!.salon;

  await logIn(page.request, ADMIN);
  await page.goto('/admin/salons?tab=active');
  await expect(page.getByTestId('salons-tab-active')).toHaveAttribute('data-active', 'true');
  const table = page.getByTestId('salons-table');
  await page.getByTestId('table-search').fill(salon.name);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await table.getByTestId('table-row').first().click();

  const card = page.getByTestId('salon-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('salon-status')).toHaveAttribute('data-status', 'active');
  await card.getByTestId('salon-deactivate').click();
  const modal = page.getByTestId('deactivate-modal');
  // The two types come from the server in Turkish.
  await expect(modal).toContainText('Hemen devre dışı bırak');
  await modal.getByTestId('deactivation-type-after_orders').check();
  await modal.getByTestId('deactivate-confirm').click();
  await expect(modal).toContainText('Zorunlu alan');
  await modal.getByTestId('deactivation-reason').fill('Salon yeni adrese taşınıyor');
  await modal.getByTestId('deactivate-confirm').click();
  await expect(modal).toBeHidden();
  await expect(card.getByTestId('salon-status')).toHaveAttribute('data-status', 'deactivating');
  await expect(card.getByTestId('salon-deactivation')).toContainText('Salon yeni adrese taşınıyor');
  await expect(card.getByTestId('audit-history')).toContainText('Randevular bitince devre dışı bırakıldı');
  await page.keyboard.press('Escape');

  // The list moved it to its tab, and the address says which tab is open.
  await page.getByTestId('salons-tab-deactivated_after_orders').click();
  await expect(page).toHaveURL(/\/admin\/salons\?tab=deactivated_after_orders$/);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('table-row').first()).toContainText(salon.name);

  // Its page says so, and offers no booking.
  await page.goto(`/isletme/${salon.slug}`);
  const banner = page.getByTestId('salon-inactive-banner');
  await expect(banner).toContainText('Salon devre dışı, yeni randevu alınamaz');
  await expect(banner).toContainText('Salon yeni adrese taşınıyor');

  // Booking is refused.
  const services = (await (await request.get(`/api/site/salon-services/${salon.slug}`)).json()) as { categories: { services: { id: number }[] }[] };
  const service = services.categories[0]!.services[0]!.id;
  const refused = await request.post('/api/site/basket', { data: { salon_id: salon.id, salon_service_id: service } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message_code: string }).message_code).toBe('salon_deactivated');

  // The visit already booked stays.
  const after = (await (await request.get('/api/client/actual-acts')).json()) as Act[];
  expect(after.find((a) => a.id === visit!.id)?.status).toBe('confirmed');

  // After the visit (and the salon's other planned ones) the sweep deactivates the salon.
  expect(endSalonVisits(salon.id)).toBeGreaterThan(0);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/salons/${salon.id}`)).json()) as { status: string }).status, { timeout: 15_000 })
    .toBe('deactivated');
  await page.goto(`/admin/salons?salon=${salon.id}`);
  await expect(card.getByTestId('salon-status')).toHaveAttribute('data-status', 'deactivated');
  await expect(card.getByTestId('salon-deactivation')).toContainText('Salon yeni adrese taşınıyor');
  await expect(card.getByTestId('audit-history')).toContainText('Devre dışı: son planlanmış randevu bitti');
  await page.keyboard.press('Escape');
  // Still in its tab, and its page still says why there is no booking.
  await page.goto('/admin/salons?tab=deactivated_after_orders');
  await page.getByTestId('table-search').fill(salon.name);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await page.goto(`/isletme/${salon.slug}`);
  await expect(page.getByTestId('salon-inactive-banner')).toContainText('Salon devre dışı, yeni randevu alınamaz');
  await expect(page.getByTestId('salon-inactive-banner')).toContainText('Salon yeni adrese taşınıyor');
  const still = await request.post('/api/site/basket', { data: { salon_id: salon.id, salon_service_id: service } });
  expect(still.status()).toBe(409);
  expect(((await still.json()) as { message_code: string }).message_code).toBe('salon_deactivated');
});

test('acting as a salon from its card, and leaving returns to the salons list', async ({ page }) => {
  await logIn(page.request, ADMIN);
  // The oldest demo salon has an owner to act as.
  const q = encodeURIComponent(JSON.stringify({ limit: 1, sortColumn: 'created', sortDirection: 1 }));
  const oldest = ((await (await page.request.get(`/api/admin/salons?q=${q}`)).json()) as { rows: { name: string }[] }).rows[0]!;
  await page.goto('/admin/salons');
  const table = page.getByTestId('salons-table');
  await page.getByTestId('table-search').fill(oldest.name);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await table.getByTestId('table-row').first().click();
  await expect(page.getByTestId('salon-admins')).toBeVisible();
  await page.getByTestId('salon-card').getByTestId('salon-impersonate').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/admin-salon/);
  await page.getByTestId('leave-impersonation').first().click();
  await expect(page).toHaveURL(/\/admin\/salons$/);
  await expect(page.getByTestId('admin-salons-page')).toBeVisible();
});
