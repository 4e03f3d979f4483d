import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';

// Issue #19 (analytics and reports): the Premium demo salon's admin opens the analytics in
// Turkish and sees the figures the API counts, switches the period (the charts ask for the new
// one), narrows them to one master, opens the reports and downloads an XLSX, and reads the report's
// headers in English. Read-only: it changes nothing other journeys depend on.

const SALON_ADMIN = '+905550000002';

async function logIn(page: Page) {
  const login = await page.request.post('/api/site/login/password', {
    data: { phone: SALON_ADMIN, password: 'randevu-demo', captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(login.status()).toBe(200);
}

/** Kuruş as the app shows them in Turkish, formatted by the browser's own Intl like the app. */
function lira(page: Page, kurus: number): Promise<string> {
  return page.evaluate(
    (k) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(k / 100),
    kurus,
  );
}

async function income(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/salon/charts/income?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { current: number }).current;
}

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('the salon admin reads the analytics, switches the period and downloads a report', async ({ page }) => {
  await logIn(page);
  const today = new Date();
  const thisMonth = `from=${ymd(new Date(today.getFullYear(), today.getMonth(), 1))}&to=${ymd(new Date(today.getFullYear(), today.getMonth() + 1, 0))}`;
  const lastMonth = `from=${ymd(new Date(today.getFullYear(), today.getMonth() - 1, 1))}&to=${ymd(new Date(today.getFullYear(), today.getMonth(), 0))}`;

  await page.goto('/admin-salon/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analitik');
  await expect(page.getByTestId('figure-income-value')).toHaveText(await lira(page, await income(page, thisMonth)));
  await expect(page.getByTestId('chart-income-by-days')).toBeVisible();
  await expect(page.getByTestId('chart-finances')).toBeVisible();

  // Last month: the screen asks the charts for it and shows its income.
  const asked = page.waitForRequest((r) => r.url().includes('/api/salon/charts/income?') && r.url().includes(lastMonth));
  await page.getByText('Geçen ay', { exact: true }).click();
  await asked;
  await expect(page.getByTestId('figure-income-value')).toHaveText(await lira(page, await income(page, lastMonth)));

  // One master: the income is that master's.
  const masters = (await (await page.request.get(`/api/salon/employees?q=${encodeURIComponent(JSON.stringify({ offset: 0, limit: 100 }))}`)).json()) as {
    rows: { id: number; full_name: string }[];
  };
  const master = masters.rows[0]!;
  await page.getByTestId('analytics-master').click();
  await page.getByRole('option', { name: master.full_name }).click();
  await expect(page.getByTestId('figure-income-value')).toHaveText(await lira(page, await income(page, `${lastMonth}&master_id=${master.id}`)));

  // The reports: an XLSX download that is a real, non-empty workbook (a zip: "PK").
  await page.goto('/admin-salon/reports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raporlar');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // In English the report's headers are English, on screen and in the table the server sends.
  await page.goto('/en/admin-salon/reports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  const answer = page.waitForResponse((r) => r.url().includes('/api/salon/reports/appointments'));
  await page.getByTestId('report-from').fill(ymd(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate())));
  const table = (await (await answer).json()) as { columns: { title: string }[]; rows: unknown[] };
  expect(table.columns.map((c) => c.title)).toEqual(['Date', 'Appointments', 'Completed', 'Cancelled', 'Revenue, TRY']);
  if (table.rows.length > 0) {
    await expect(page.getByTestId('report-table').locator('thead')).toContainText('Appointments');
    await expect(page.getByTestId('report-table').locator('thead')).toContainText('Revenue, TRY');
  } else {
    await expect(page.getByText('Nothing in this period.')).toBeVisible();
  }

  // Every appointment of the year: the screen gets at most 200 rows and says how many there are
  // when there are more (the download has them all).
  const visits = page.waitForResponse((r) => r.url().includes('/api/salon/reports/appointments') && r.url().includes('group_by=none'));
  await page.getByTestId('report-group').click();
  await page.getByRole('option', { name: 'Each appointment' }).click();
  const everyVisit = (await (await visits).json()) as { rows: unknown[]; row_count: number };
  expect(everyVisit.rows.length).toBe(Math.min(everyVisit.row_count, 200));
  const shown = page.getByTestId('report-rows-shown');
  if (everyVisit.row_count > 200) {
    // The count in the reader's number format (2,786 in English).
    await expect(shown).toHaveText(`Showing the first 200 of ${everyVisit.row_count.toLocaleString('en-US')} rows; the download has them all.`);
  } else {
    await expect(shown).toHaveCount(0);
  }
  if (everyVisit.rows.length > 0) await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(everyVisit.rows.length);
});
