import { test as base, type Page } from '@playwright/test';

// Every spec imports `test` and `expect` from here. Public pages come rendered by the server
// (docs/rendering.md): they look ready before their script has run, and a click or a keystroke
// before hydration would be lost. A page load (goto, reload) here waits until the screen has its
// handlers (`<html data-interactive>`, set by src/app/layouts/ScreenOutlet.tsx).

export * from '@playwright/test';

async function interactive(page: Page) {
  // A page without a screen (an error document, a file) never sets it: go on after a while.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 15_000 }).catch(() => undefined);
}

export const test = base.extend({
  // `provide` is Playwright's fixture callback (often named `use`, which the React hooks lint mistakes for React's).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await interactive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await interactive(page);
      return response;
    };
    await provide(page);
  },
});
