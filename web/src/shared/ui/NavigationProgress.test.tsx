import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationPending } from '@/shared/lib/navigationPending';
import { NavigationProgress, PROGRESS_THROTTLE_MS, PROGRESS_TIMEOUT_MS, useProgressPhase } from './NavigationProgress';

describe('useProgressPhase', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for navigations shorter than the throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useProgressPhase(active), { initialProps: { active: true } });
    act(() => void vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 10));
    rerender({ active: false });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('hidden');
  });

  it('shows after the throttle and finishes when loading ends', () => {
    const { result, rerender } = renderHook(({ active }) => useProgressPhase(active), { initialProps: { active: true } });
    act(() => void vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(result.current).toBe('running');
    rerender({ active: false });
    expect(result.current).toBe('finishing');
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current).toBe('hidden');
  });

  it('completes at the 5 s timeout even if still loading', () => {
    const { result } = renderHook(() => useProgressPhase(true));
    act(() => void vi.advanceTimersByTime(PROGRESS_TIMEOUT_MS - 1));
    expect(result.current).toBe('running');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('finishing');
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current).toBe('hidden');
  });
});

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setNavigationPending(false);
    vi.useRealTimers();
  });

  it('is a progress bar with a name while the next screen loads (axe: aria-progressbar-name)', () => {
    render(<NavigationProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => setNavigationPending(true));
    act(() => void vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(screen.getByRole('progressbar', { name: 'Yükleniyor…' })).toHaveAttribute('aria-busy', 'true');
  });
});
