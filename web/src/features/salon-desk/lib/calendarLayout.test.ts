import { describe, expect, it } from 'vitest';
import { closedSpans, gridHeight, gridRows, lanes, laneStyle, MIN_BLOCK_PX, place, ROW_PX, toHhmm, toMinutes } from './calendarLayout';

const grid = { start: '09:00', end: '20:00' };

describe('calendar layout', () => {
  it('reads and writes HH:mm', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toHhmm(570)).toBe('09:30');
    expect(toHhmm(1500)).toBe('24:00');
  });

  it('one row per step of the time slicing', () => {
    expect(gridRows({ start: '09:00', end: '10:00' }, 15)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(gridRows({ start: '09:00', end: '10:30' }, 30)).toEqual(['09:00', '09:30', '10:00']);
    expect(gridHeight(grid, 30)).toBe(22 * ROW_PX);
    expect(gridHeight(grid, 15)).toBe(44 * ROW_PX);
  });

  it('a visit sits at its start and is as tall as it lasts', () => {
    // 15-minute slicing: a row per quarter hour.
    expect(place({ start: '10:00', end: '10:45' }, grid, 15)).toEqual({ top: 4 * ROW_PX, height: 3 * ROW_PX });
    // 30-minute slicing: the same visit is half as tall.
    expect(place({ start: '10:00', end: '10:45' }, grid, 30)).toEqual({ top: 2 * ROW_PX, height: 1.5 * ROW_PX });
    expect(place({ start: '09:00', end: '09:05' }, grid, 30, MIN_BLOCK_PX)).toEqual({ top: 0, height: MIN_BLOCK_PX });
  });

  it('cuts spans to the grid and drops the ones outside it', () => {
    expect(place({ start: '08:00', end: '09:30' }, grid, 30)).toEqual({ top: 0, height: ROW_PX });
    expect(place({ start: '19:30', end: '21:00' }, grid, 30)).toEqual({ top: 21 * ROW_PX, height: ROW_PX });
    expect(place({ start: '20:00', end: '21:00' }, grid, 30)).toBeNull();
    expect(place({ start: '12:00', end: '12:00' }, grid, 30)).toBeNull();
  });

  it('shades the hours outside the working window, or the whole day off', () => {
    expect(closedSpans({ start: '10:00', end: '18:00' }, grid)).toEqual([
      { start: '09:00', end: '10:00' },
      { start: '18:00', end: '20:00' },
    ]);
    expect(closedSpans({ start: '09:00', end: '20:00' }, grid)).toEqual([]);
    expect(closedSpans(null, grid)).toEqual([grid]);
  });

  it('puts overlapping visits side by side and the others full width', () => {
    const spans = [
      { start: '10:00', end: '11:00' },
      { start: '10:30', end: '11:30' },
      { start: '11:00', end: '12:00' },
      { start: '13:00', end: '14:00' },
    ];
    expect(lanes(spans)).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
    expect(laneStyle({ lane: 1, lanes: 2 })).toEqual({ left: '50%', width: '50%' });
    expect(laneStyle({ lane: 0, lanes: 1 })).toEqual({ left: '0%', width: '100%' });
    // Back to back is not an overlap (intervals are half-open).
    expect(lanes([{ start: '10:00', end: '10:30' }, { start: '10:30', end: '11:00' }])).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });
});
