import { expect, test, type APIRequestContext } from './support/test';
import { bookAsGuest } from './support/booking';

// Issue #6 (a): a client books a visit; the salon admin of that salon sees it on the overview and
// on the schedule and confirms it there; the client's history then shows it confirmed.

/** A phone no other spec uses (codes are limited to one a minute per phone). */
const CLIENT_PHONE = '+905427770021';
/** The demo salon admin of the first demo salon (which confirms bookings by hand). */
const ADMIN_PHONE = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';

async function logInWithPassword(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a booking reaches the salon desk, is confirmed there and shows confirmed to the client', async ({ browser }) => {
  // The salon admin: the session cookie of an API login serves the pages of the same context.
  const salonContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const salon = await salonContext.newPage();
  await logInWithPassword(salon.request, ADMIN_PHONE);
  const overview = await salon.request.get('/api/salon/overview');
  expect(overview.status()).toBe(200);
  const { salon: mine } = (await overview.json()) as { salon: { slug: string; auto_confirm: boolean } };
  expect(mine.auto_confirm).toBe(false);

  // The client books at that salon as a guest, logging in inside the checkout.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientContext.newPage();
  const { actId, chosenTime } = await bookAsGuest(client, mine.slug, { name: 'Derya Kılıç', phone: CLIENT_PHONE });
  const acts = (await (await client.request.get('/api/client/acts?status=all')).json()) as { rows: { id: number; provision_date: string; status: string }[] };
  const act = acts.rows.find((r) => String(r.id) === actId)!;
  expect(act.status).toBe('new');

  // Overview: waiting for the salon, with its deadline.
  await salon.goto('/admin-salon/overview');
  await expect(salon.getByTestId('overview-page')).toBeVisible();
  const waiting = salon.getByTestId('overview-unconfirmed').getByTestId(`act-item-${actId}`);
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('Derya Kılıç');
  await expect(waiting.getByTestId('act-item-deadline')).toBeVisible();

  // Schedule: the visit's block on its day, in the master's column; opening it shows the visit.
  await salon.getByTestId('cabinet-nav').locator('[data-route="admin-salon-schedule"]').click();
  await expect(salon.getByTestId('schedule-page')).toBeVisible();
  await salon.getByTestId('schedule-date').fill(act.provision_date);
  await expect(salon.getByTestId('schedule-page')).toHaveAttribute('data-date', act.provision_date);
  const block = salon.getByTestId(`schedule-act-${actId}`);
  await expect(block).toBeVisible();
  await expect(block).toHaveAttribute('data-status', 'new');
  await expect(block).toContainText(chosenTime);
  await block.click();
  const drawer = salon.getByTestId('act-drawer-body');
  await expect(drawer).toHaveAttribute('data-act-id', actId);
  await expect(drawer).toContainText('Derya Kılıç');
  await drawer.getByTestId('act-action-confirm').click();
  await expect(drawer.getByTestId('act-status')).toHaveAttribute('data-status', 'confirmed');
  await salon.keyboard.press('Escape');
  await expect(block).toHaveAttribute('data-status', 'confirmed');

  // The overview no longer lists it as waiting.
  await salon.getByTestId('cabinet-nav').locator('[data-route="admin-salon-overview"]').click();
  await expect(salon.getByTestId('overview-page')).toBeVisible();
  await expect(salon.getByTestId('count-unconfirmed')).toBeVisible();
  await expect(salon.getByTestId('overview-unconfirmed').getByTestId(`act-item-${actId}`)).toHaveCount(0);

  // The client's history shows the visit confirmed.
  await client.goto('/dashboard/history');
  await expect(client.getByTestId('history-page')).toBeVisible();
  await expect(client.getByTestId(`act-${actId}`).getByTestId('act-status')).toHaveAttribute('data-status', 'confirmed');

  await salonContext.close();
  await clientContext.close();
});
