import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Every spec imports `test` and `expect` from here. Public pages come rendered by the server
// (docs/rendering.md): they look ready before their script has run, and a click or a keystroke
// before hydration would be lost (or would leave the page by a plain link instead of the app's
// navigation). Every page load (goto, reload) here waits until the screen has its handlers
// (`<html data-interactive>`, set by src/app/layouts/ScreenOutlet.tsx) — on every page, also the
// ones a journey opens itself with `browser.newContext()`, hence a patch of Page's prototype
// rather than of the `page` fixture alone.

export * from '@playwright/test';

/** Contexts whose pages run no scripts: nothing there ever becomes interactive. */
const scriptless = new WeakSet<BrowserContext>();

/** A page with JavaScript turned off, as a search engine or a phone on a bad line first sees it. */
export async function newScriptlessPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  scriptless.add(context);
  return context.newPage();
}

async function interactive(page: Page) {
  if (scriptless.has(page.context())) return;
  // A page without a screen (an error document, a file) never sets it: go on after a while.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 15_000 }).catch(() => undefined);
}

function waitForInteractiveOnLoad(prototype: Page) {
  const goto = prototype.goto;
  const reload = prototype.reload;
  if ((goto as { waitsForInteractive?: true }).waitsForInteractive) return;
  const patchedGoto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await interactive(this);
    return response;
  };
  prototype.goto = Object.assign(patchedGoto, { waitsForInteractive: true as const });
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await interactive(this);
    return response;
  };
}

// `provide` is Playwright's fixture callback (often named `use`, which the React hooks lint mistakes for React's).
export const test = base.extend<object, { interactiveLoads: void }>({
  interactiveLoads: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      waitForInteractiveOnLoad(Object.getPrototypeOf(await context.newPage()) as Page);
      await context.close();
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
});
