import { expect, test, type APIRequestContext } from './support/test';

// Issue #18 item 6: the platform admin grants Premium to a free salon with a reason from its
// card, sees the plan and the grant on the card and in its history, then ends the grant (the
// demo salon is on the free plan again); and opens the sales table (from the navigation and from
// the salon's card, filtered to it).

const ADMIN = '+905550000001';
const DEMO_PASSWORD = 'randevu-demo';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Row {
  id: number;
  name: string;
  masters: number;
  status: string;
}

/** A salon-local day `days` from today as yyyy-MM-dd (a month ahead is clear of any time zone edge). */
function dayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the admin grants Premium to a free salon with a reason, sees it on the card and in the history, then ends it', async ({ page }) => {
  await logIn(page.request, ADMIN);
  // A free salon whose team fits the free plan: ending the grant then changes no master.
  const q = encodeURIComponent(JSON.stringify({ limit: 100, filters: { plan: { type: 'checkbox', values: ['free'] } } }));
  const rows = ((await (await page.request.get(`/api/admin/salons?q=${q}`)).json()) as { rows: Row[] }).rows;
  const salon = rows.find((r) => r.masters <= 2);
  expect(salon, 'a demo salon on the free plan with at most two masters').toBeTruthy();

  await page.goto(`/admin/salons?salon=${salon!.id}`);
  const card = page.getByTestId('salon-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('salon-plan')).toHaveAttribute('data-plan', 'free');

  await card.getByTestId('salon-grant-plan').click();
  const modal = page.getByTestId('plan-modal');
  await modal.getByTestId('grant-until').fill(dayIn(30));
  await modal.getByTestId('plan-confirm').click();
  await expect(modal).toContainText('Zorunlu alan');
  await modal.getByTestId('grant-reason').fill('Deneme süresi uzatıldı (e2e)');
  await modal.getByTestId('plan-confirm').click();
  await expect(modal).toBeHidden();

  await expect(card.getByTestId('salon-plan')).toHaveAttribute('data-plan', 'premium');
  await expect(card.getByTestId('subscription-status')).toHaveText('Aktif');
  await expect(card.getByTestId('subscription-granted')).toBeVisible();
  const history = card.getByTestId('audit-history');
  await expect(history).toContainText('Plan tanımlandı');
  await expect(history).toContainText('Deneme süresi uzatıldı (e2e)');

  // Restore the demo: the grant ends now, with its own reason.
  await card.getByTestId('salon-end-grant').click();
  await modal.getByTestId('grant-reason').fill('e2e bitti');
  await modal.getByTestId('plan-confirm').click();
  await expect(modal).toBeHidden();
  await expect(card.getByTestId('salon-plan')).toHaveAttribute('data-plan', 'free');
  await expect(card.getByTestId('subscription-status')).toHaveText('İptal edildi');
  await expect(card.getByTestId('salon-end-grant')).toHaveCount(0);
  await expect(history).toContainText('Tanımlanan plan sonlandırıldı');
  await expect(history).toContainText('e2e bitti');

  // The card links to the salon's payments in the sales table.
  await card.getByTestId('salon-sales-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/sales\\?salon=${salon!.id}$`));
  await expect(page.getByTestId('sales-salon-filter')).toContainText(`#${salon!.id}`);
});

test('the sales table opens from the admin navigation with its totals and filters', async ({ page }) => {
  await logIn(page.request, ADMIN);
  await page.goto('/admin/salons');
  await page.getByTestId('admin-cabinet').getByRole('link', { name: 'Satışlar' }).first().click();
  await expect(page).toHaveURL(/\/admin\/sales$/);
  await expect(page.getByTestId('admin-sales-page')).toBeVisible();
  await expect(page.getByTestId('sales-paid-total')).toContainText('₺');
  const table = page.getByTestId('sales-table');
  await expect(table).toBeVisible();
  // A date range in the future holds no payment: nothing paid.
  await page.getByTestId('sales-from').fill(dayIn(400));
  await expect(page.getByTestId('sales-paid-total')).toContainText('0,00');
});
