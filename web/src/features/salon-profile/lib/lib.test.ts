import { describe, expect, it } from 'vitest';
import { hasWorkingDay, timeOptions, weekProblems } from './hours';
import { foldName, nameConfirms } from './text';

describe('working hours rules', () => {
  it('an enabled day needs both times and a later close; a disabled one is ignored', () => {
    expect(
      weekProblems([
        { weekday: 0, enabled: true, open: '09:00', close: '18:00' },
        { weekday: 1, enabled: true, open: '18:00', close: '09:00' },
        { weekday: 2, enabled: true, open: '10:00', close: '10:00' },
        { weekday: 3, enabled: true, open: '', close: '18:00' },
        { weekday: 4, enabled: false, open: '22:00', close: '' },
        { weekday: 5, enabled: true, open: '10:00', close: '24:00' },
      ]),
    ).toEqual({ 'working_hours.1.close': 'time_range_alert', 'working_hours.2.close': 'time_range_alert', 'working_hours.3.open': 'required' });
    expect(hasWorkingDay([{ weekday: 0, enabled: false, open: '', close: '' }])).toBe(false);
  });

  it('offers times on the slicing grid, closing ones up to midnight, and keeps an off-grid stored time', () => {
    expect(timeOptions(30, false).slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeOptions(30, false).at(-1)).toBe('23:30');
    expect(timeOptions(15, true).at(-1)).toBe('24:00');
    expect(timeOptions(30, false, '09:10')).toContain('09:10');
  });
});

describe('delete by name', () => {
  it('forgives Turkish case, diacritics and spaces, in any language of the name', () => {
    const names = ['Saç kesimi', 'Haircut', 'Стрижка'];
    expect(foldName('  SAÇ   KESİMİ ')).toBe('sac kesimi');
    expect(nameConfirms('saç kesimi', names)).toBe(true);
    expect(nameConfirms('SAC KESIMI', names)).toBe(true);
    expect(nameConfirms('haircut', names)).toBe(true);
    expect(nameConfirms('СТРИЖКА', names)).toBe(true);
    expect(nameConfirms('Saç', names)).toBe(false);
    expect(nameConfirms('', names)).toBe(false);
  });
});
