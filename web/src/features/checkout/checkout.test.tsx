import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthOf, salonToday } from '@/shared/lib/salonDates';
import { apiError, json, mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { SalonServices } from './api/types';
import { basket, bookingMax, emptyBasketData, inDays, item } from './test/fixtures';
import { checkoutHandlers, plain, slow } from './test/mocks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bodiesOf = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

/** Opens the month of `date` (two days ahead may be next month) and clicks the day once enabled. */
export async function pickDay(user: ReturnType<typeof userEvent.setup>, date: string) {
  await screen.findByTestId('checkout-calendar', {}, slow);
  if (monthOf(date) !== monthOf(salonToday())) await user.click(screen.getByTestId('calendar-next'));
  await waitFor(() => expect(screen.getByTestId(`date-${date}`)).toBeEnabled());
  await user.click(screen.getByTestId(`date-${date}`));
}

describe('checkout entry', () => {
  it('adds the linked service once, drops the query and shows the basket', async () => {
    const b = basket({ master_id: 7 });
    const calls = mockApi(checkoutHandlers(b, { 'POST /api/site/basket': b }));
    const { router } = renderApp('/order?salon_id=1&service_id=11&master_id=7');
    await screen.findByTestId('checkout-form', {}, slow);
    expect(bodiesOf(calls, 'POST', '/api/site/basket')).toEqual([{ salon_id: 1, salon_service_id: 11, master_id: 7 }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getByTestId('master-option-7')).toHaveAttribute('aria-pressed', 'true');
  });

  it('"book again" makes the basket that visit: cleared, then its services, options and master (issue #16 item 10)', async () => {
    const b = basket({ id: 5, salon_id: 1, master_id: 7 });
    const calls = mockApi(checkoutHandlers(b, { 'POST /api/site/basket': b, 'DELETE /api/site/basket/clear/5': emptyBasketData }));
    const { router } = renderApp('/order?salon_id=1&master_id=7&services=11.40%2C12');
    await screen.findByTestId('checkout-form', {}, slow);
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/site/basket')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/site/basket/clear/5']);
    expect(bodiesOf(calls, 'POST', '/api/site/basket')).toEqual([
      { salon_id: 1, salon_service_id: 11, master_id: 7, option_ids: [40] },
      { salon_id: 1, salon_service_id: 12, master_id: 7 },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('an empty basket shows the empty state with a link home', async () => {
    mockApi(checkoutHandlers(emptyBasketData));
    renderApp('/en/order');
    const empty = await screen.findByTestId('checkout-empty', {}, slow);
    expect(empty).toHaveTextContent('Your basket is empty');
    expect(within(empty).getByTestId('checkout-empty-home')).toHaveAttribute('href', '/en');
  });

  it("a master's link without a service offers that master's services", async () => {
    const services = {
      categories: [
        {
          id: 1,
          name: 'Saç',
          department: 'Kuaför',
          services: [
            { id: 11, service_id: 1, name: 'Kesim', price: 50000, final_price: 50000, discount_percent: 0, duration_min: 45, is_multiple: false, addons: [], subservices: [], master_ids: [7] },
            { id: 12, service_id: 2, name: 'Boya', price: 90000, final_price: 90000, discount_percent: 0, duration_min: 90, is_multiple: false, addons: [], subservices: [], master_ids: [7, 8] },
          ],
        },
      ],
    } satisfies SalonServices;
    const added = basket({ master_id: 8 }, [item({ salon_service_id: 12, name: 'Boya', duration: 90 })]);
    const calls = mockApi(
      checkoutHandlers(emptyBasketData, { 'GET /api/site/salon-services/1': services, 'POST /api/site/basket': added }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/order?salon_id=1&master_id=8');
    const picker = await screen.findByTestId('service-picker', {}, slow);
    expect(within(picker).getAllByTestId('picker-service').map((r) => r.textContent)).toEqual([expect.stringContaining('Boya')]);
    await user.click(within(picker).getByTestId('picker-add-12'));
    await screen.findByTestId('checkout-form', {}, slow);
    expect(bodiesOf(calls, 'POST', '/api/site/basket')).toEqual([{ salon_id: 1, salon_service_id: 12, master_id: 8 }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('basket', () => {
  const discounted = item({
    id: 9,
    name: 'Balayaj',
    price: 200000,
    final_price: 160000,
    duration: 150,
    available_options: [{ id: 1, kind: 'addon', name: 'Keratin bakım', price: 30000, duration: 30 }],
  });
  const multiple = item({ id: 10, salon_service_id: 14, name: 'Kaş alma', price: 10000, final_price: 10000, duration: 10, quantity: 2, is_multiple: true });

  it('lists the services with prices, discount, durations and quantities, and totals them', async () => {
    mockApi(checkoutHandlers(basket({}, [discounted, multiple])));
    renderApp('/order');
    const rows = await screen.findAllByTestId('checkout-service', {}, slow);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('item-name')).toHaveTextContent('Balayaj');
    expect(plain(within(first).getByTestId('old-price').textContent)).toBe('₺2.000,00');
    expect(plain(within(first).getByTestId('price').textContent)).toBe('₺1.600,00');
    expect(within(first).getByTestId('item-duration')).toHaveTextContent('2 sa 30 dk');
    expect(within(first).queryByTestId('quantity-9')).toBeNull();
    expect(within(first).getByTestId('option-1')).not.toBeChecked();
    expect(within(second).getByTestId('item-duration')).toHaveTextContent('10 dk');
    expect(within(second).getByTestId('quantity-10')).toHaveTextContent('2');

    expect(screen.getByTestId('summary-salon')).toHaveTextContent('Studio Lale');
    expect(screen.getByTestId('summary-duration')).toHaveTextContent('2 sa 50 dk');
    expect(plain(screen.getByTestId('summary-total').textContent)).toBe('₺1.800,00');
    expect(screen.getByTestId('summary-time')).toHaveTextContent('Seçilmedi');
  });

  it('options, quantity and removal go to update-item', async () => {
    const b = basket({}, [discounted, multiple]);
    const calls = mockApi(checkoutHandlers(b, { 'POST /api/site/basket/update-item': b }));
    const user = userEvent.setup();
    renderApp('/order');
    await user.click(await screen.findByTestId('option-1', {}, slow));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/site/basket/update-item')).toHaveLength(1));
    await user.click(screen.getByTestId('quantity-plus-10'));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/site/basket/update-item')).toHaveLength(2));
    await user.click(screen.getByTestId('remove-item-9'));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/site/basket/update-item')).toHaveLength(3));
    expect(bodiesOf(calls, 'POST', '/api/site/basket/update-item')).toEqual([
      { item_id: 9, option_ids: [1] },
      { item_id: 10, quantity: 3 },
      { item_id: 9, quantity: 0 },
    ]);
  });
});

describe('master', () => {
  it('changing the master of a basket with a time asks first, then resets', async () => {
    const date = inDays(2);
    const calls = mockApi(
      checkoutHandlers(basket({ master_id: 7, provision_date: date, provision_time: '10:00' }), {
        'PUT /api/site/basket/5': basket({ master_id: 8 }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/order');
    await user.click(await screen.findByTestId('master-option-8', {}, slow));
    expect(await screen.findByText(/Uzmanı değiştirmek seçiminizi sıfırlar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByText(/Uzmanı değiştirmek seçiminizi sıfırlar/)).toBeNull());
    expect(bodiesOf(calls, 'PUT', '/api/site/basket/5')).toEqual([]);

    await user.click(screen.getByTestId('master-option-8'));
    await user.click(await screen.findByRole('button', { name: 'Değiştir' }));
    await waitFor(() => expect(screen.getByTestId('master-option-8')).toHaveAttribute('aria-pressed', 'true'));
    expect(bodiesOf(calls, 'PUT', '/api/site/basket/5')).toEqual([{ master_id: 8, reset: true }]);
    expect(screen.getByTestId('summary-time')).toHaveTextContent('Seçilmedi');
  });

  it('when the API answers basket_reset_required it asks and repeats with reset', async () => {
    const calls = mockApi(
      checkoutHandlers(basket({ master_id: 7 }), {
        'PUT /api/site/basket/5': (_req: Request, body: { reset?: boolean }) =>
          body.reset ? json(basket({ master_id: 8 })) : apiError(409, 'Seçim sıfırlanmalı', 'basket_reset_required'),
      }),
    );
    const user = userEvent.setup();
    renderApp('/order');
    await user.click(await screen.findByTestId('master-option-8', {}, slow));
    await user.click(await screen.findByRole('button', { name: 'Değiştir' }));
    await waitFor(() => expect(screen.getByTestId('master-option-8')).toHaveAttribute('aria-pressed', 'true'));
    expect(bodiesOf(calls, 'PUT', '/api/site/basket/5')).toEqual([{ master_id: 8 }, { master_id: 8, reset: true }]);
  });
});

describe('date and time', () => {
  it('limits the calendar to today … today + 3 months', async () => {
    const asked: string[] = [];
    const handlers = checkoutHandlers(basket({ master_id: 7 }));
    const dates = handlers['GET /api/site/order/available-dates'] as (req: Request) => Response;
    mockApi({
      ...handlers,
      'GET /api/site/order/available-dates': (req: Request) => {
        asked.push(new URL(req.url).searchParams.get('to') ?? '');
        return dates(req);
      },
    });
    const user = userEvent.setup();
    renderApp('/order');
    const today = salonToday();
    const max = bookingMax();
    const calendar = await screen.findByTestId('checkout-calendar', {}, slow);
    expect(calendar).toHaveAttribute('data-month', monthOf(today));
    expect(screen.getByTestId('calendar-prev')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId(`date-${today}`)).toBeEnabled());
    const yesterday = inDays(-1);
    if (monthOf(yesterday) === monthOf(today)) expect(screen.getByTestId(`date-${yesterday}`)).toBeDisabled();

    let clicks = 0;
    while (!(screen.getByTestId('calendar-next') as HTMLButtonElement).disabled) {
      await user.click(screen.getByTestId('calendar-next'));
      clicks++;
    }
    expect(clicks).toBe(3);
    expect(calendar).toHaveAttribute('data-month', monthOf(max));
    await waitFor(() => expect(screen.getByTestId(`date-${max}`)).toBeEnabled());
    // The API was offered every day of the month; the day after the limit stays disabled anyway.
    const after = `${max.slice(0, 8)}${String(Number(max.slice(8)) + 1).padStart(2, '0')}`;
    if (screen.queryByTestId(`date-${after}`)) expect(screen.getByTestId(`date-${after}`)).toBeDisabled();
    expect(asked.at(-1)).toBe(max);
  });

  it('asks for the dates of the chosen master and the basket duration, within the window', async () => {
    const requests: URL[] = [];
    mockApi(
      checkoutHandlers(basket({ master_id: 7 }), {
        'GET /api/site/order/available-dates': (req: Request) => {
          requests.push(new URL(req.url));
          return json({ dates: [] });
        },
      }),
    );
    renderApp('/order');
    expect(await screen.findByTestId('no-dates', {}, slow)).toBeInTheDocument();
    const q = requests[0]!.searchParams;
    expect(q.get('salon_id')).toBe('1');
    expect(q.get('master_id')).toBe('7');
    expect(q.get('duration')).toBe('45');
    expect(q.get('from')).toBe(salonToday());
    expect(q.get('to')! <= bookingMax()).toBe(true);
  });

  it('with "any master" a time goes to the first master free then', async () => {
    const date = inDays(2);
    const calls = mockApi(
      checkoutHandlers(basket(), {
        'PUT /api/site/basket/5': basket({ master_id: 8, provision_date: date, provision_time: '14:30' }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/order');
    expect(await screen.findByTestId('master-option-any', {}, slow)).toHaveAttribute('aria-pressed', 'true');
    await pickDay(user, date);
    const chips = await screen.findByTestId('checkout-times');
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['10:00', '11:00', '14:30']);
    expect(bodiesOf(calls, 'POST', '/api/site/salon/employee-availability-for-given-date/1')).toContainEqual({ date, duration: 45, masters: [7, 8] });
    await user.click(screen.getByTestId('time-14:30'));
    await waitFor(() => expect(screen.getByTestId('time-14:30')).toHaveAttribute('aria-pressed', 'true'));
    expect(bodiesOf(calls, 'PUT', '/api/site/basket/5')).toEqual([{ master_id: 8, provision_date: date, provision_time: '14:30' }]);
    expect(screen.getByTestId('summary-master')).toHaveTextContent('Elif Kara');
    expect(screen.getByTestId('master-option-any')).toHaveTextContent('Atanan uzman: Elif Kara');
  });
});
