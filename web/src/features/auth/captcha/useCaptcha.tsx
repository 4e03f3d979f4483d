import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLibs } from '@/shared/api/libs';
import { isWidgetProvider, loadCaptcha } from './providers';

/** Token the development provider accepts (no widget). */
export const DEV_CAPTCHA_TOKEN = 'dev';

export interface Captcha {
  /** The widget's container (nothing for the development provider). */
  element: ReactNode;
  /** The solved token; rejects when the captcha is not solved or failed to load. */
  getToken: () => Promise<string>;
  reset: () => void;
}

/** The captcha the server asks for in libs (`captcha.provider`, `captcha.site_key`). */
export function useCaptcha(): Captcha {
  const { data } = useLibs();
  const provider = data?.captcha.provider ?? 'dev';
  const siteKey = data?.captcha.site_key ?? '';
  // A callback ref: the widget is rendered again whenever its container mounts (steps come and go).
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widget = useRef<{ id: string | number; reset: (id?: string | number) => void; get: () => string } | null>(null);
  const token = useRef('');

  useEffect(() => {
    if (!container || !isWidgetProvider(provider) || !siteKey) return;
    let cancelled = false;
    loadCaptcha(provider)
      .then((api) => {
        if (cancelled) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (t) => (token.current = t),
          'expired-callback': () => (token.current = ''),
        });
        widget.current = { id, reset: (i) => api.reset(i), get: () => api.getResponse(id) ?? token.current };
      })
      .catch(() => {
        /* getToken() reports it */
      });
    return () => {
      cancelled = true;
      widget.current = null;
      token.current = '';
    };
  }, [container, provider, siteKey]);

  const getToken = useCallback(async () => {
    if (!isWidgetProvider(provider)) return DEV_CAPTCHA_TOKEN;
    const value = widget.current?.get() || token.current;
    if (!value) throw new Error('captcha not solved');
    return value;
  }, [provider]);

  const reset = useCallback(() => {
    token.current = '';
    const w = widget.current;
    if (w) {
      try {
        w.reset(w.id);
      } catch {
        /* the widget may be gone */
      }
    }
  }, []);

  const element = isWidgetProvider(provider) ? <div ref={setContainer} data-testid="captcha" /> : null;
  return { element, getToken, reset };
}
