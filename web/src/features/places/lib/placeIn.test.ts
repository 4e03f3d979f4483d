import { describe, expect, it } from 'vitest';
import { placeIn } from './placeIn';

describe('placeIn', () => {
  it('adds the Turkish locative by vowel harmony and the last sound', () => {
    expect(placeIn('tr', 'Kadıköy')).toBe("Kadıköy'de");
    expect(placeIn('tr', 'Çankaya')).toBe("Çankaya'da");
    expect(placeIn('tr', 'Beşiktaş')).toBe("Beşiktaş'ta");
    expect(placeIn('tr', 'Şişli')).toBe("Şişli'de");
    expect(placeIn('tr', 'İstanbul')).toBe("İstanbul'da");
    expect(placeIn('tr', 'Konak')).toBe("Konak'ta");
    expect(placeIn('tr', 'Sarıyer')).toBe("Sarıyer'de");
    expect(placeIn('tr', 'Caferağa Mah.')).toBe("Caferağa Mahallesi'nde");
  });

  it('leaves the name as it is in English and Russian', () => {
    expect(placeIn('en', 'Kadıköy')).toBe('Kadıköy');
    expect(placeIn('ru', 'Caferağa Mah.')).toBe('Caferağa Mah.');
  });
});
