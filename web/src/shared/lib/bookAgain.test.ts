import { describe, expect, it } from 'vitest';
import { againServices, bookAgainQuery, parseBookAgain } from './bookAgain';

describe('book again links (issue #16 item 10)', () => {
  it('groups a visit’s lines into services with their options, in order', () => {
    const lines = [
      { salon_service_id: 12, option_id: null },
      { salon_service_id: 12, option_id: 40 },
      { salon_service_id: 15 },
      { salon_service_id: 12, option_id: 41 },
    ];
    expect(againServices(lines)).toEqual([
      { salonServiceId: 12, optionIds: [40, 41] },
      { salonServiceId: 15, optionIds: [] },
    ]);
  });

  it('round-trips through the checkout query', () => {
    const query = bookAgainQuery(3, 7, [
      { salonServiceId: 12, optionIds: [40, 41] },
      { salonServiceId: 15, optionIds: [] },
    ]);
    expect(query).toEqual({ salon_id: 3, master_id: 7, services: '12.40.41,15' });
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    expect(parseBookAgain(params)).toEqual({
      salonId: 3,
      masterId: 7,
      services: [
        { salonServiceId: 12, optionIds: [40, 41] },
        { salonServiceId: 15, optionIds: [] },
      ],
    });
    expect(bookAgainQuery(3, null, [{ salonServiceId: 9, optionIds: [] }])).toEqual({ salon_id: 3, services: '9' });
  });

  it('ignores links that name no booking or name it badly', () => {
    expect(parseBookAgain(new URLSearchParams('salon_id=3&service_id=4'))).toBeNull();
    expect(parseBookAgain(new URLSearchParams('services=4'))).toBeNull();
    expect(parseBookAgain(new URLSearchParams('salon_id=3&services=4,x'))).toBeNull();
    expect(parseBookAgain(new URLSearchParams('salon_id=3&services=4..5'))).toBeNull();
    expect(parseBookAgain(new URLSearchParams('salon_id=-3&services=4'))).toBeNull();
    expect(parseBookAgain(new URLSearchParams(`salon_id=3&services=${Array(21).fill(4).join(',')}`))).toBeNull();
  });
});
