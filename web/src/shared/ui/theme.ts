import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep rose / plum accent. */
const plum: MantineColorsTuple = [
  '#fdf0f5',
  '#f7dde8',
  '#efb8cf',
  '#e690b4',
  '#dd6e9d',
  '#d2568c',
  '#b83c74',
  '#9c2d61',
  '#8e2557',
  '#6e1a42',
];

/** Breakpoints of spec §9: mobile 360-430, tablet 640-1194, desktop ≥ 1195. */
export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 8, dark: 6 },
  colors: { plum },
  black: '#1d1b22',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  breakpoints: {
    xs: '22.5em',
    sm: '40em',
    md: '48em',
    lg: '74.6875em',
    xl: '80em',
  },
  cursorType: 'pointer',
});

/** Content width (spec §9) plus the side padding on each side. */
export const CONTENT_WIDTH = 1160;
export const PAGE_PADDING = 20;
