import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

describe('Stars', () => {
  it('is an image named by its label, gold up to the value', () => {
    const { container } = render(<Stars value={4.3} label="Rated 4.3 of 5" />);
    const stars = screen.getByRole('img', { name: 'Rated 4.3 of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(10);
    const filled = container.querySelector<HTMLElement>('[style*="width"]')!;
    expect(filled.style.width).toBe('86%');
  });

  it('without a label is hidden from assistive technology, and clamps the value', () => {
    const { container } = render(<Stars value={7} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector<HTMLElement>('[style*="width"]')!.style.width).toBe('100%');
  });
});
