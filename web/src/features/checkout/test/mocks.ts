import type { Basket } from '../api/types';
import { json } from '@/test/mockApi';
import { day, everyDay } from './fixtures';

/** Handlers of a checkout over `b`: the basket, every day of the asked range, and the fixture's free times. */
export function checkoutHandlers(b: Basket, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /api/site/basket': b,
    'GET /api/site/order/available-dates': (req: Request) => {
      const q = new URL(req.url).searchParams;
      return json({ dates: everyDay(q.get('from') ?? '', q.get('to') ?? '') });
    },
    'POST /api/site/salon/employee-availability-for-given-date/1': (_req: Request, body: { date: string; masters?: number[] }) =>
      json(day(body.date, body.masters)),
    ...extra,
  };
}

/** Intl puts narrow no-break spaces in some locales; compare with plain spaces. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The first render loads the lazy feature chunk, which can take a while on a cold run. */
export const slow = { timeout: 8000 };
