import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bookAsGuest } from './support/booking';

// The realtime channel (spec "Realtime"): pages that are already open hear the news without a
// reload. The salon's overview gets the new booking (counter, snack, list); the client's history
// gets the salon's confirmation.

/** A phone no other spec uses (codes are limited to one a minute per phone). */
const CLIENT_PHONE = '+905427770031';
/** The demo admin of the first demo salon (which confirms bookings by hand). */
const ADMIN_PHONE = '+905550000002';

async function logInWithPassword(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: 'randevu-demo', captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The header bell's number (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const counter = page.getByTestId('notifications-count').first();
  return (await counter.count()) ? Number(await counter.textContent()) : 0;
}

test('open pages hear a new booking and its confirmation without a reload', async ({ browser }) => {
  const salonContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const salon = await salonContext.newPage();
  await logInWithPassword(salon.request, ADMIN_PHONE);
  const { salon: mine } = (await (await salon.request.get('/api/salon/overview')).json()) as { salon: { slug: string } };
  await salon.goto('/admin-salon/overview');
  await expect(salon.getByTestId('overview-page')).toBeVisible();
  await expect(salon.getByTestId('notifications-button').first()).toBeVisible();
  const before = await bellCount(salon);

  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientContext.newPage();
  const { actId } = await bookAsGuest(client, mine.slug, { name: 'Ece Demir', phone: CLIENT_PHONE });

  // The salon's page, untouched since it loaded: counter, snack and the waiting list follow.
  await expect(salon.getByTestId('notifications-count').first()).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(salon.getByText('Yeni randevu').first()).toBeVisible();
  await expect(salon.getByTestId('overview-unconfirmed').getByTestId(`act-item-${actId}`)).toBeVisible();

  // The client waits on the history page; the salon confirms; the page follows.
  await client.goto('/dashboard/history');
  const row = client.getByTestId(`act-${actId}`);
  await expect(row.getByTestId('act-status')).toHaveAttribute('data-status', 'new');
  // The booking's "received" notice is there before any confirmation (issue #16 item 5).
  await expect(client.getByTestId('notifications-count').first()).toBeVisible({ timeout: 15_000 });
  const clientBefore = await bellCount(client);
  const confirmed = await salon.request.post(`/api/salon/schedule/acts/confirm/${actId}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(row.getByTestId('act-status')).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
  await expect(client.getByTestId('notifications-count').first()).toHaveText(String(clientBefore + 1));
  await expect(client.getByText('Randevu onaylandı').first()).toBeVisible();

  await salonContext.close();
  await clientContext.close();
});
