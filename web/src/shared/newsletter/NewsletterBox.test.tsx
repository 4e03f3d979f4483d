import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { apiError, json, mockApi } from '@/test/mockApi';
import { NewsletterBox } from './NewsletterBox';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['newsletter']);
});
afterEach(() => vi.unstubAllGlobals());

function renderBox() {
  render(
    <AppProviders queryClient={createAppQueryClient(() => {})}>
      <NewsletterBox />
    </AppProviders>,
  );
}

describe('NewsletterBox', () => {
  it('signs the address up and says a confirmation link was mailed', async () => {
    const calls = mockApi({ 'POST /api/site/subscribe-to-newsletter': json({ accepted: true }) });
    renderBox();
    fireEvent.change(screen.getByTestId('newsletter-email'), { target: { value: 'ayse@example.com' } });
    fireEvent.click(screen.getByTestId('newsletter-submit'));
    expect(await screen.findByTestId('newsletter-sent')).toHaveTextContent('We sent a confirmation link to ayse@example.com');
    expect(calls.find((c) => c.path === '/api/site/subscribe-to-newsletter')?.body).toEqual({ email: 'ayse@example.com' });
  });

  it("shows the server's message under the field for a bad address", async () => {
    mockApi({
      'POST /api/site/subscribe-to-newsletter': apiError(422, 'Validation error', 'validation_error', { email: ['Please enter a valid e-mail address'] }),
    });
    renderBox();
    fireEvent.change(screen.getByTestId('newsletter-email'), { target: { value: 'ayse@' } });
    fireEvent.click(screen.getByTestId('newsletter-submit'));
    await waitFor(() => expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument());
    expect(screen.queryByTestId('newsletter-sent')).toBeNull();
  });
});
