import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausableTimer } from './pausableTimer';

describe('PausableTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after the duration', () => {
    const done = vi.fn();
    new PausableTimer(10_000, done).start();
    vi.advanceTimersByTime(9_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pauses and resumes with the remaining time', () => {
    const done = vi.fn();
    const timer = new PausableTimer(10_000, done);
    timer.start();
    vi.advanceTimersByTime(4_000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remainingMs).toBe(6_000);
    timer.resume();
    vi.advanceTimersByTime(5_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('does not fire after cancel', () => {
    const done = vi.fn();
    const timer = new PausableTimer(1_000, done);
    timer.start();
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
  });
});
