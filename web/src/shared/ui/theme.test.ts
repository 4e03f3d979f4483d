import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DIMMED, cssVariablesResolver, lightText, theme } from './theme';

// WCAG 2 contrast of two sRGB colours given as #rrggbb (a background may be blended over white first).
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const overWhite = (hex: string, alpha: number) => rgb(hex).map((v) => v * alpha + 255 * (1 - alpha));
const WHITE = [255, 255, 255];
const shades = (name: string) => (theme.colors?.[name] ?? DEFAULT_THEME.colors[name])!;

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;

  it('dimmed text reads on white and on the light grey panels', () => {
    expect(vars['--mantine-color-dimmed']).toBe(DIMMED);
    expect(contrast(rgb(DIMMED), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(DIMMED), rgb(DEFAULT_THEME.colors.gray[1]))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(lightText))('%s light-variant text reads on its tinted background and on white', (name) => {
    // Mantine's light background: shade 8 (the theme's light primary shade) at 10% over white.
    const background = overWhite(shades(name)[8], 0.1);
    expect(vars[`--mantine-color-${name}-light-color`]).toBe(lightText[name]);
    expect(contrast(rgb(lightText[name]!), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(lightText[name]!), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('every filled colour takes white text', () => {
    for (const name of Object.keys(lightText)) {
      const filled = vars[`--mantine-color-${name}-filled`] ?? shades(name)[8];
      expect(contrast(rgb(filled), WHITE), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
