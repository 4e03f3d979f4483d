import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bookAsGuest } from './support/booking';
import { startVisitNow } from './support/clock';

// Issue #16 item 7, done-when, in Turkish: the salon's desk cannot mark a visit that has not
// started as a no-show (no button, the reason shown, and the API refuses in Turkish); once the
// visit has started (moved to five minutes ago in the e2e database: nothing can book a past time)
// the desk marks it, the status shows on the desk and in the client's history, and the client's
// card at the salon counts it.

/** A phone no other spec uses (codes are limited to one a minute per phone). */
const CLIENT_PHONE = '+905557412017';
const CLIENT_NAME = 'Nermin Koçak';
/** The demo salon admin of the first demo salon. */
const ADMIN_PHONE = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';
/** This journey's visitor address (it sends an SMS code): the 10.17.0.x range. */
const VISITOR = { 'x-forwarded-for': '10.17.0.21' };

async function logInWithPassword(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the visit's drawer from the appointments table, found by the client's name. */
async function openVisit(salon: Page, actId: string) {
  await salon.goto('/admin-salon/appointments');
  await expect(salon.getByTestId('appointments-page')).toBeVisible();
  await salon.getByTestId('table-search').fill('nermin kocak');
  const row = salon.getByTestId('appointments-table').getByTestId('table-row');
  await expect(row).toHaveCount(1);
  await row.first().click();
  const drawer = salon.getByTestId('act-drawer-body');
  await expect(drawer).toHaveAttribute('data-act-id', actId);
  return drawer;
}

test('the desk marks a started visit as no-show, the client card counts it; a visit not yet started cannot be marked', async ({ browser }) => {
  const salonContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const salon = await salonContext.newPage();
  await logInWithPassword(salon.request, ADMIN_PHONE);
  const { salon: mine } = (await (await salon.request.get('/api/salon/overview')).json()) as { salon: { slug: string } };

  // A client books there (on a coming day) as a guest.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: VISITOR });
  const client = await clientContext.newPage();
  const { actId } = await bookAsGuest(client, mine.slug, { name: CLIENT_NAME, phone: CLIENT_PHONE });

  // Not started yet: neither "complete" nor "no-show" is offered, and the drawer says why.
  let drawer = await openVisit(salon, actId);
  await expect(drawer).toContainText(CLIENT_NAME);
  await expect(drawer.getByTestId('act-action-cancel').or(drawer.getByTestId('act-action-decline')).first()).toBeVisible();
  await expect(drawer.getByTestId('act-action-no_show')).toHaveCount(0);
  await expect(drawer.getByTestId('act-action-complete')).toHaveCount(0);
  await expect(drawer.getByTestId('act-not-started')).toHaveText(
    'Randevu henüz başlamadı: tamamlama ve "gelmedi" kaydı randevu saatinden sonra yapılabilir.',
  );
  // Nor can the call be made around the screen: refused with the message in Turkish.
  const refused = await salon.request.post(`/api/salon/schedule/acts/no-show/${actId}`, { headers: { 'Accept-Language': 'tr' } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    message_code: 'visit_not_started',
    message: 'Randevu henüz başlamadı: bu işlem randevu saatinden sonra yapılabilir',
  });
  await salon.keyboard.press('Escape');

  // The visit started five minutes ago and the client is not there: the desk marks it, after
  // confirming.
  startVisitNow(actId);
  drawer = await openVisit(salon, actId);
  await expect(drawer.getByTestId('act-not-started')).toHaveCount(0);
  await drawer.getByTestId('act-action-no_show').click();
  await expect(salon.getByText('"gelmedi" olarak kaydedilecek', { exact: false })).toBeVisible();
  await salon.getByTestId('confirm-yes').click();
  await expect(salon.getByText('Gelmedi olarak kaydedildi')).toBeVisible();
  const status = drawer.getByTestId('act-status');
  await expect(status).toHaveAttribute('data-status', 'no_show');
  await expect(status).toHaveText('Gelmedi');
  // An ended visit offers neither action any more.
  await expect(drawer.getByTestId('act-action-no_show')).toHaveCount(0);
  await expect(drawer.getByTestId('act-action-complete')).toHaveCount(0);
  await salon.keyboard.press('Escape');
  // The table's no-show tab lists it.
  await salon.getByTestId('appointments-tab-no_show').click();
  await expect(salon.getByTestId('appointments-table').getByTestId('table-row')).toHaveCount(1);

  // The client's card at the salon counts it.
  await salon.goto('/admin-salon/clients');
  await salon.getByTestId('table-search').fill('nermin kocak');
  const card = salon.getByTestId('clients-table').getByTestId('table-row');
  await expect(card).toHaveCount(1);
  await card.first().click();
  await expect(salon).toHaveURL(/\/admin-salon\/clients\/info\/\d+$/);
  await expect(salon.getByTestId('client-name')).toHaveText(CLIENT_NAME);
  await expect(salon.getByTestId('stat-no-shows')).toHaveText('1');

  // The client's history shows it too, in Turkish.
  await client.goto('/dashboard/history?status=all');
  await expect(client.getByTestId('history-page')).toBeVisible();
  const mineInHistory = client.getByTestId(`act-${actId}`).getByTestId('act-status');
  await expect(mineInHistory).toHaveAttribute('data-status', 'no_show');
  await expect(mineInHistory).toHaveText('Gelmedi');

  await salonContext.close();
  await clientContext.close();
});
