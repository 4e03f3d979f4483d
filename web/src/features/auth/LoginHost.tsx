import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_LOGIN_EVENT, type LoginOptions } from '@/shared/auth';

// The popup (steps, mask, captcha) loads the first time someone opens it.
const LoginPopup = lazy(() => import('./components/LoginPopup'));

interface State {
  opened: boolean;
  options: LoginOptions;
  /** A new key per opening starts the popup afresh. */
  key: number;
}

/** Listens to `randevu:open-login` (openLogin()) and shows the login popup. */
export function LoginHost() {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    const open = (e: Event) =>
      setState((prev) => ({ opened: true, options: (e as CustomEvent<LoginOptions>).detail ?? {}, key: (prev?.key ?? 0) + 1 }));
    window.addEventListener(OPEN_LOGIN_EVENT, open);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open);
  }, []);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup
        key={state.key}
        opened={state.opened}
        options={state.options}
        onClose={() => setState((s) => (s ? { ...s, opened: false } : s))}
      />
    </Suspense>
  );
}
