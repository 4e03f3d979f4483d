import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

// The tariff table as GET /api/site/plans answers it (issue #18's one table).
const plans = {
  plans: [
    { key: 'free', monthly_price_kurus: 0, employee_limit: 3, sms_per_month: 100, trial_days: 0, features: [] },
    { key: 'premium', monthly_price_kurus: 159900, employee_limit: 10, sms_per_month: null, trial_days: 14, features: ['manual_entries', 'reports'] },
  ],
  features: ['manual_entries', 'reports'],
};

afterEach(() => vi.unstubAllGlobals());

describe('partners landing', () => {
  it('draws the tariffs from the server in the page language and opens the demo request', async () => {
    mockApi({ 'GET /api/site/plans': json(plans) });
    renderApp('/ru/partnery');
    const premium = await screen.findByTestId('tariff-premium');
    expect(within(premium).getByTestId('tariff-premium-price').textContent).toMatch(/1\s?599,00\s?₺/);
    expect(premium).toHaveTextContent('До 10 сотрудников');
    expect(premium).toHaveTextContent('Ручные записи в календаре');
    expect(premium).toHaveTextContent('14 дней бесплатно');
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('Бесплатно');
    expect(screen.getByTestId('partners-commissions')).toHaveTextContent('Booksy30 %');

    fireEvent.click(screen.getByTestId('partners-request-demo'));
    fireEvent.click(await screen.findByTestId('demo-type-individual'));
    fireEvent.click(screen.getByTestId('demo-next'));
    fireEvent.change(await screen.findByTestId('demo-tax-number'), { target: { value: '10000000147' } });
    fireEvent.click(screen.getByTestId('demo-next'));
    await waitFor(() => expect(screen.getByText('Неверный номер TC kimlik')).toBeInTheDocument());
  });
});
