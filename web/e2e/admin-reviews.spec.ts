import { expect, test, type Browser, type Page } from './support/test';

// Issue #17 Done-when (d): a review of the demo salon is rejected by the salon (a dispute: hidden
// until the admin decides), confirmed by the platform admin, answered by the salon, and shown with
// the answer on the salon page.

const ADMIN = '+905550000001';
/** Owner of the first demo salon; its demo reviews are placed. */
const SALON_ADMIN = '+905550000002';
const DEMO_PASSWORD = 'randevu-demo';

async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/site/login/password', {
    data: { phone, password: DEMO_PASSWORD, captchaToken: 'dev', isAgreementAccepted: true },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function publicReviewIds(page: Page, salonId: number): Promise<number[]> {
  const response = await page.request.get(`/api/site/salon-last-replies/${salonId}?limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()).replies as { id: number }[]).map((r) => r.id);
}

test('the salon disputes a review, the admin confirms it, the salon answers and the salon page shows the answer', async ({ browser }) => {
  const salon = await signedIn(browser, SALON_ADMIN);
  await salon.goto('/admin-salon/replies');
  const table = salon.getByTestId('salon-replies-table');
  const first = table.getByTestId('table-row').first();
  await expect(first).toBeVisible();
  // The newest review of the salon: what it is, from the same call the table makes.
  const listed = await salon.request.get('/api/salon/replies');
  const review = (await listed.json()).rows[0] as { id: number; salon_id: number; salon_slug: string; text: string; status: string };
  expect(review.status).toBe('placed');
  expect(await publicReviewIds(salon, review.salon_id)).toContain(review.id);

  // The salon rejects it with a reason: it goes to the admin and leaves the salon page.
  await first.getByTestId('review-reject').click();
  const reject = salon.getByTestId('reject-modal');
  await reject.getByTestId('prompt-text').fill('Bu kişi salonumuza hiç gelmedi');
  await reject.getByTestId('prompt-submit').click();
  await expect(first.getByTestId('review-status')).toHaveText('Yöneticide');
  await expect(first.getByTestId('review-reason')).toContainText('Bu kişi salonumuza hiç gelmedi');
  expect(await publicReviewIds(salon, review.salon_id)).not.toContain(review.id);

  // The admin sees the dispute with the salon's reason and confirms the review.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/admin/replies');
  await admin.getByTestId('review-tabs').getByText(/İtiraz edildi/).click();
  const disputed = admin.getByTestId('admin-replies-table').getByTestId('table-row').filter({ hasText: 'Bu kişi salonumuza hiç gelmedi' });
  await expect(disputed).toHaveCount(1);
  await expect(disputed.getByTestId('review-reason')).toContainText('Salonun itiraz gerekçesi');
  await disputed.getByTestId('review-confirm').click();
  await expect(admin.getByTestId('admin-replies-table').getByTestId('table-empty')).toBeVisible();
  expect(await publicReviewIds(admin, review.salon_id)).toContain(review.id);

  // The salon answers it in public; it can no longer dispute what the admin decided.
  await salon.reload();
  await expect(first.getByTestId('review-status')).toHaveText('Yayında');
  await expect(first.getByTestId('review-reject')).toHaveCount(0);
  await first.getByTestId('review-answer-open').click();
  const answer = salon.getByTestId('answer-modal');
  await answer.getByTestId('prompt-text').fill('Geri bildiriminiz için teşekkürler, sizi yine bekleriz!');
  await answer.getByTestId('prompt-submit').click();
  await expect(first.getByTestId('review-answer')).toContainText('sizi yine bekleriz');

  // The salon page shows the review with the salon's answer under it.
  await salon.goto(`/isletme/${review.salon_slug}`);
  const shown = salon.getByTestId('review').filter({ has: salon.getByTestId('review-answer') });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByTestId('review-answer-text')).toHaveText('Geri bildiriminiz için teşekkürler, sizi yine bekleriz!');
  await expect(shown.getByTestId('review-answer')).toContainText('Salonun yanıtı');
});
