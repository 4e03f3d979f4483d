import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router';
import { i18n, setLocale } from '@/shared/i18n';
import { setNavigationPending } from '@/shared/lib/navigationPending';
import { localeOfPath } from '@/shared/routes';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * What BrowserRouter/MemoryRouter do (history → Router, each navigation a transition, so the current
 * screen stays until the next one has loaded), plus what the data router's root loader and navigation
 * state gave us: the URL's locale is switched before the next screen renders, and whether a navigation
 * is under way is known (progress bar, cabinet guard). The history comes from the factories those
 * routers use (UNSAFE_ marks them as lower-level API). The first URL's locale must already be active.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        setNavigationPending(true);
        // A later navigation wins over one still waiting for its locale.
        const show = () => {
          if (location.key === history.location.key) startTransition(() => setState({ action, location }));
        };
        const locale = localeOfPath(location.pathname);
        if (i18n.language === locale) show();
        else setLocale(locale).then(show, show);
      }),
    [history],
  );
  // The latest entry is on screen: nothing is loading any more.
  useLayoutEffect(() => {
    if (state.location.key === history.location.key) setNavigationPending(false);
  }, [state, history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
