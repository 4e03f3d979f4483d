/** The widget APIs of the captcha providers the server can verify (spec §7 third-party scripts). */
export type CaptchaProvider = 'dev' | 'turnstile' | 'hcaptcha' | 'recaptcha';

interface WidgetApi {
  render: (el: HTMLElement, options: { sitekey: string; callback?: (token: string) => void; 'expired-callback'?: () => void }) => string | number;
  reset: (id?: string | number) => void;
  getResponse: (id?: string | number) => string | undefined;
}

declare global {
  interface Window {
    turnstile?: WidgetApi;
    hcaptcha?: WidgetApi;
    grecaptcha?: WidgetApi & { ready?: (cb: () => void) => void };
  }
}

const ONLOAD = '__randevuCaptchaLoaded';

/** Script URL (explicit rendering, calling back when loaded) and the global each provider sets. */
export const captchaScripts: Record<Exclude<CaptchaProvider, 'dev'>, { src: string; global: 'turnstile' | 'hcaptcha' | 'grecaptcha' }> = {
  turnstile: { src: `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${ONLOAD}`, global: 'turnstile' },
  hcaptcha: { src: `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${ONLOAD}`, global: 'hcaptcha' },
  recaptcha: { src: `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}`, global: 'grecaptcha' },
};

const loading = new Map<string, Promise<WidgetApi>>();

/** Loads a provider's script once and resolves with its widget API. */
export function loadCaptcha(provider: Exclude<CaptchaProvider, 'dev'>): Promise<WidgetApi> {
  const { src, global } = captchaScripts[provider];
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const ready = window[global];
    if (ready) {
      resolve(ready);
      return;
    }
    (window as unknown as Record<string, () => void>)[ONLOAD] = () => {
      const api = window[global];
      if (api) resolve(api);
      else reject(new Error(`${provider} did not load`));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error(`${provider} script failed`));
    };
    document.head.appendChild(script);
  });
  loading.set(provider, promise);
  return promise;
}

export function isWidgetProvider(provider: string): provider is Exclude<CaptchaProvider, 'dev'> {
  return provider in captchaScripts;
}
