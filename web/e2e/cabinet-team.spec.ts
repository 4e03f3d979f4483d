import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { readFileSync } from 'node:fs';

/** A Turkish locale file: the texts the user must see, exactly. */
function locale<T>(ns: string): T {
  return JSON.parse(readFileSync(new URL(`../src/locales/tr/${ns}.json`, import.meta.url), 'utf8')) as T;
}
const errorsTr = locale<Record<string, string>>('errors');
const masterAreaTr = locale<{ schedule: Record<string, string> }>('masterArea');

// Issue #6 (team part):
// (b) the demo master adds a break over a free time and a guest no longer sees that time; removing
//     it gives the time back;
// (c) the free-plan salon admin is refused one more employee with the plan's message.

// The salon's "today" and the browser's must agree: schedules are in salon time.
test.use({ timezoneId: 'Europe/Istanbul' });

const DEMO_PASSWORD = 'randevu-demo';

async function logIn(request: APIRequestContext, phone: string) {
  const response = await request.post('/api/site/login/password', { data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true } });
  expect(response.status(), await response.text()).toBe(200);
}

/** yyyy-MM-dd of a date in Istanbul. */
function istanbulDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function plusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The free 30-minute starts a guest is offered for `master` on `date` (asked from a page of the site, as the checkout does). */
async function guestFreeTimes(page: Page, salonId: number, masterId: number, date: string): Promise<string[]> {
  return page.evaluate(
    async ({ salonId, masterId, date }) => {
      const response = await fetch(`/api/site/salon/employee-availability-for-given-date/${salonId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ date, masters: [masterId], duration: 30 }),
      });
      const body = (await response.json()) as { masters: { free_times: string[] }[] };
      return body.masters[0]?.free_times ?? [];
    },
    { salonId, masterId, date },
  );
}

async function guestPage(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await page.goto(`/isletme/${slug}`);
  await expect(page.getByTestId('salon-name')).toBeVisible();
  return page;
}

test('(b) the master takes a free time as a break and a guest no longer sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page.request, '+905550000003');
  const own = (await (await page.request.get('/api/master/schedule')).json()) as { masters: { id: number; salon_id: number }[] };
  const masterId = own.masters[0]!.id;
  const salonId = own.masters[0]!.salon_id;
  const { slug } = (await (await page.request.get(`/api/site/salon/${salonId}`)).json()) as { slug: string };
  const guest = await guestPage(browser, slug);

  // The first day from tomorrow on where the master has free times; a time in the middle of them.
  const today = istanbulDate(new Date());
  let date = '';
  let free: string[] = [];
  for (let i = 1; i <= 14 && free.length === 0; i++) {
    date = addDays(today, i);
    free = await guestFreeTimes(guest, salonId, masterId, date);
  }
  expect(free.length, 'the demo master has free times within two weeks').toBeGreaterThan(0);
  const start = free[Math.floor(free.length / 2)]!;
  const end = plusMinutes(start, 30);
  expect(free).toContain(start);

  // The master's schedule: go to the week of that date and add a break on it.
  await page.goto('/master/schedule');
  await expect(page.getByTestId('master-schedule-page')).toBeVisible();
  await expect(page.getByTestId(`day-${today}`)).toBeVisible();
  const day = page.getByTestId(`day-${date}`);
  // The date is at most two weeks ahead.
  for (let i = 0; i < 2 && (await day.count()) === 0; i++) {
    const range = await page.getByTestId('week-range').textContent();
    await page.getByTestId('week-next').click();
    await expect(page.getByTestId('week-range')).not.toHaveText(range ?? '');
    await expect(page.locator('[data-testid^="day-20"]').first()).toBeVisible();
  }
  await expect(day).toBeVisible();
  await day.getByTestId('break-add').click();
  const form = page.getByTestId('break-form');
  await form.getByTestId('break-start').fill(start);
  await form.getByTestId('break-end').fill(end);
  await expect(form.getByTestId('break-repeat-date')).toBeChecked();
  await form.getByTestId('break-save').click();
  await expect(page.getByText(masterAreaTr.schedule.added)).toBeVisible();
  await expect(form).toHaveCount(0);
  const added = day.getByTestId('day-break').filter({ hasText: `${start}–${end}` });
  await expect(added).toHaveCount(1);

  // The guest is no longer offered that time, nor a start whose 30 minutes would reach into it.
  const after = await guestFreeTimes(guest, salonId, masterId, date);
  expect(after).not.toContain(start);
  expect(after).not.toContain(plusMinutes(start, 15));
  expect(after.length).toBeLessThan(free.length);

  // Removing the break gives the time back at once.
  await added.getByTestId('break-remove').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByText(masterAreaTr.schedule.removed)).toBeVisible();
  await expect(day.getByTestId('day-break').filter({ hasText: `${start}–${end}` })).toHaveCount(0);
  expect(await guestFreeTimes(guest, salonId, masterId, date)).toContain(start);
  await guest.context().close();
});

test('(c) the free-plan salon admin is refused one more employee with the plan message', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page.request, '+905550000005');
  // The multi-role account starts as a client; the salon cabinet is its salon_admin role.
  const switched = await page.request.post('/api/common/change-active-role', { data: { role: 'salon_admin' } });
  expect(switched.status()).toBe(200);

  await page.goto('/admin-salon/masters');
  await expect(page.getByTestId('masters-page')).toBeVisible();
  const limit = page.getByTestId('plan-limit');
  await expect(limit).toHaveAttribute('data-limit', '3');
  const used = Number(await limit.getAttribute('data-used'));
  expect(used).toBeGreaterThanOrEqual(3);
  const before = (await (await page.request.get('/api/salon/employees')).json()) as { count: number };

  await page.getByTestId('master-create').click();
  await expect(page).toHaveURL(/\/admin-salon\/masters\/new$/);
  const form = page.getByTestId('master-form');
  await expect(form).toBeVisible();
  await form.getByTestId('master-full-name').fill('Deniz Yeni');
  await form.getByTestId('master-position').fill('Berber');
  await form.getByTestId('master-save').click();

  const expected = errorsTr.employee_limit_reached!.replace('{{limit}}', '3');
  // The refusal names no field: it shows in a snack.
  await expect(page.getByText(expected)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-salon\/masters\/new$/);
  const after = (await (await page.request.get('/api/salon/employees')).json()) as { count: number };
  expect(after.count).toBe(before.count);
});
