import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { reply } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };

describe('/dashboard/replies', { timeout: 30_000 }, () => {
  it('lists my reviews with the salon, ratings, text and status', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/replies': json([reply(1), reply(2, { status: 'rejected', text: 'Geç kaldılar.' })]),
    });
    renderApp('/dashboard/replies');
    const first = await screen.findByTestId('reply-1', {}, slow);
    expect(screen.getByTestId('replies-page')).toBeInTheDocument();
    expect(within(first).getByTestId('reply-salon')).toHaveAttribute('href', '/isletme/studio-lale');
    expect(within(first).getByTestId('reply-service_quality')).toHaveAttribute('data-value', '5');
    expect(within(first).getByTestId('reply-salon_cleanliness')).toHaveAttribute('data-value', '3');
    expect(within(first).getByTestId('reply-text')).toHaveTextContent('Çok memnun kaldım.');
    expect(within(first).getByTestId('reply-status')).toHaveTextContent('Yayında');
    expect(within(screen.getByTestId('reply-2')).getByTestId('reply-status')).toHaveTextContent('Reddedildi');
  });

  it('shows an empty state in English', async () => {
    mockApi({ 'GET /api/common/account-data': accountData(), 'GET /api/client/replies': json([]) });
    renderApp('/en/dashboard/replies');
    expect(await screen.findByTestId('replies-empty', {}, slow)).toHaveTextContent('No reviews yet');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My reviews');
  });
});
