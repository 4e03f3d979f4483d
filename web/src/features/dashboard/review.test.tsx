import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { act, counts } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const completed = (id: number, canReview: boolean) =>
  act(id, { status: 'completed', can_review: canReview, can_cancel: false, can_reschedule: false, payment_method: 'cash' });

/** Clicks the star with `n` of the rating field (Mantine's Rating takes the value from the star's label). */
function rate(field: string, n: number) {
  const group = screen.getByTestId(`review-${field}`);
  // Star labels read '5 yıldız', '5 stars', '5 звёзд'.
  const input = within(group).getByRole('radio', { name: new RegExp(`^${n} `) });
  fireEvent.click(group.querySelector(`label[for="${input.id}"]`)!);
}

describe('reviews of visits', { timeout: 30_000 }, () => {
  it('are offered only when can_review and post three ratings and the text', async () => {
    let reviewed = false;
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/acts-count': counts,
      'GET /api/client/acts': () => json({ rows: [completed(1, !reviewed), completed(2, false)], count: 2 }),
      'POST /api/client/send-reply/1': () => {
        reviewed = true;
        return json({ id: 5 });
      },
    });
    renderApp('/dashboard/history?status=completed');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(within(card).getByText('Ödeme: Nakit')).toBeInTheDocument();
    expect(within(screen.getByTestId('act-2')).queryByTestId('act-review')).toBeNull();
    fireEvent.click(within(card).getByTestId('act-review'));

    // Ratings are required.
    fireEvent.click(await screen.findByTestId('review-submit'));
    expect(await screen.findAllByText('Lütfen 1 ile 5 arasında bir puan verin')).toHaveLength(3);

    rate('service_quality', 5);
    rate('salon_atmosphere', 4);
    rate('salon_cleanliness', 3);
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: 'Harika bir deneyim' } });
    fireEvent.click(screen.getByTestId('review-submit'));

    await waitFor(() => expect(within(card).queryByTestId('act-review')).toBeNull());
    expect(calls.find((c) => c.path === '/api/client/send-reply/1')?.body).toEqual({
      service_quality: 5,
      salon_atmosphere: 4,
      salon_cleanliness: 3,
      text: 'Harika bir deneyim',
    });
  });

  it('show the refusal in the modal (ru)', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/acts-count': counts,
      'GET /api/client/acts': json({ rows: [completed(1, true)], count: 1 }),
      'POST /api/client/send-reply/1': apiError(409, '', 'review_exists'),
    });
    renderApp('/ru/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(within(card).getByTestId('act-status')).toHaveTextContent('Завершена');
    fireEvent.click(within(card).getByTestId('act-review'));
    expect(await screen.findByText('Качество услуги')).toBeInTheDocument();
    rate('service_quality', 2);
    rate('salon_atmosphere', 2);
    rate('salon_cleanliness', 2);
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByTestId('review-error')).toHaveTextContent(/\S/);
  });
});
