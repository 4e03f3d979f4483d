import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './support/test';

// Issue #19 item 6: a visitor opens a salon's page (the web app counts the view without cookies
// or identifiers), then the platform admin opens analytics — the salons, revenue and bookings
// figures, the bookings chart and the salon's conversion row — and the reports' orders and
// clients tables.

const ADMIN = '+905550000001';
const DEMO_PASSWORD = 'randevu-demo';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface ConversionRow {
  salon_id: number;
  salon_slug: string;
  views: number;
}

async function salonViews(request: APIRequestContext, salonId: number): Promise<number> {
  const body = (await (await request.get('/api/admin/analytics/conversion')).json()) as { salons: ConversionRow[] };
  return body.salons.find((s) => s.salon_id === salonId)?.views ?? 0;
}

test('a salon page view shows in the admin’s analytics, with the figures, chart and reports', async ({ page, browser }) => {
  await logIn(page.request, ADMIN);
  const q = encodeURIComponent(JSON.stringify({ limit: 1, filters: {} }));
  const salons = (await (await page.request.get(`/api/admin/salons?q=${q}`)).json()) as { rows: { id: number; slug: string; name: string }[] };
  const salon = salons.rows[0]!;
  const before = await salonViews(page.request, salon.id);

  // A guest in a browser of its own opens the salon's page: the view is counted.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/en/place/${salon.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => salonViews(page.request, salon.id), { timeout: 10_000 }).toBe(before + 1);
  await guest.close();

  const summary = (await (await page.request.get('/api/admin/analytics/summary')).json()) as { salons: { total: number } };
  await page.goto('/en/admin/analytics');
  await expect(page.getByTestId('admin-analytics-page')).toBeVisible();
  await expect(page.getByTestId('salons-total')).toHaveText(String(summary.salons.total));
  await expect(page.getByTestId('revenue-mrr')).toContainText('₺');
  await expect(page.getByTestId('salons-by-plan')).toContainText('Premium');
  await expect(page.getByTestId('bookings-total')).toContainText('Total');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const row = page.getByTestId('conversion-table').getByRole('row', { name: new RegExp(salon.name) });
  await expect(row).toContainText(String(before + 1));

  // A period out of order is refused with the field's message.
  await page.getByTestId('analytics-from').fill('2026-02-01');
  await page.getByTestId('analytics-to').fill('2026-01-01');
  await expect(page.getByTestId('analytics-error')).toContainText('start date cannot be after the end date');

  await page.goto('/en/admin/reports');
  const orders = page.getByTestId('orders-table');
  await expect(orders.getByTestId('order-status').first()).toBeVisible();
  // The orders download: a workbook (a zip, "PK") under the server's name.
  const download = page.waitForEvent('download');
  await page.getByTestId('orders-download-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await page.getByTestId('reports-tab-clients').click();
  await expect(page.getByTestId('clients-table').getByTestId('client-bookings').first()).toBeVisible();
  const csv = page.waitForEvent('download');
  await page.getByTestId('clients-download-csv').click();
  const text = await readFile((await (await csv).path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe('No.,Full name,Phone,E-mail,Registered,Bookings,Completed,Spent');
});
