// Only the Mantine styles a public page paints; the cabinets load the rest (app/styles).
import './styles/mantine-first-paint.css';
import { initI18n } from '@/shared/i18n';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { consumeStartupToken } from '@/shared/auth/startupToken';
import { installChunkReloadListener } from '@/shared/lib/chunkReload';
import { localeOfPath } from '@/shared/routes';
import { App } from './App';

// `?st=` becomes the token and leaves the address bar before the router reads the URL.
consumeStartupToken();
installChunkReloadListener();
// No top-level await: with one, Rollup must split every module the entry shares with a lazy chunk
// into a chunk of its own (to avoid a cycle while the entry awaits), which costs the entry kilobytes.
void initI18n(localeOfPath(window.location.pathname)).then(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A public page comes rendered by the server (crates/server/src/ssr.rs): take its markup over. In
  // a transition the hydration yields to the browser every few milliseconds instead of blocking it
  // for the whole page (a phone's total blocking time); a tap meanwhile hydrates its part first.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
