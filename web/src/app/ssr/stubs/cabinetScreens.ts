import type { ScreenDef } from '../../screens';

// Cabinets stay rendered in the browser (they are private, and their editors read `window` as they
// load): the renderer never asks for a cabinet screen, so it carries none.
export const cabinetScreens: Record<string, ScreenDef> = {};
