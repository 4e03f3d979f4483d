import { describe, expect, it } from 'vitest';
import { routeTable } from '@/shared/routes';
import { cabinetScreens } from './cabinetScreens';
import { screens } from './index';

describe('the screen table', () => {
  it('gives every route a real screen: public ones in the entry, cabinet ones there or in the registry', () => {
    const missing = routeTable.routes.filter((route) => !screens[route.name] && (route.area === 'public' || !cabinetScreens[route.name])).map((r) => r.name);
    expect(missing).toEqual([]);
  });
});
