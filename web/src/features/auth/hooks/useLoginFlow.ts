import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import type { LoginOptions, LoginResponse } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { isPhoneComplete, toMaskedPhone } from '@/shared/lib/phone';
import { showSnack } from '@/shared/ui/snack';
import { loginByCode, loginByPassword, requestLoginCode, resendLoginCode } from '../api/login';
import { useCaptcha } from '../captcha/useCaptcha';
import { useCountdown } from './useCountdown';

/** The code's countdown (spec §9). */
export const CODE_COUNTDOWN_SECONDS = 300;
/** Order flow: delay before the code is sent by itself (spec §9). */
export const AUTO_SEND_DELAY_MS = 1000;

export type LoginStep = 'phone' | 'code' | 'password';

/** State and actions of the login popup (spec §4). `finish` receives a successful login. */
export function useLoginFlow(options: LoginOptions, finish: (response: LoginResponse) => void) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<LoginStep>('phone');
  const [phone, setPhone] = useState(() => toMaskedPhone(options.phone));
  const [agreed, setAgreed] = useState(!!options.agreed);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const countdown = useCountdown();
  const { element: captchaElement, getToken, reset: resetCaptcha } = useCaptcha();
  const isForOrder = !!options.isForOrder;

  /** Runs one request at a time with the loading flag; failures show the server's message. */
  const run = useCallback(async (action: () => Promise<void>, after?: () => void) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await action();
    } catch (error) {
      showSnack(apiErrorMessage(error), 'error');
    } finally {
      busy.current = false;
      setLoading(false);
      after?.();
    }
  }, []);

  /** The captcha token, or null after telling the user (authorisation error) and resetting it. */
  const captchaToken = useCallback(async () => {
    try {
      return await getToken();
    } catch {
      showSnack(t('authorisation.error'), 'error');
      resetCaptcha();
      return null;
    }
  }, [getToken, resetCaptcha, t]);

  const requestCode = useCallback(
    () =>
      run(async () => {
        const token = await captchaToken();
        if (token === null) return;
        await requestLoginCode({ phone, captchaToken: token, agreed, isForOrder });
        setCode('');
        setStep('code');
        countdown.start(CODE_COUNTDOWN_SECONDS);
      }, resetCaptcha),
    [run, captchaToken, resetCaptcha, phone, agreed, isForOrder, countdown],
  );

  // After the attempt, success or failure, the popup is back at step 1 with the code cleared (spec §4).
  const submitCode = useCallback(
    (value: string) =>
      run(
        async () => finish(await loginByCode({ phone, code: value, isForOrder })),
        () => {
          setCode('');
          setStep('phone');
          countdown.stop();
        },
      ),
    [run, finish, phone, isForOrder, countdown],
  );

  const resend = useCallback(
    () =>
      run(async () => {
        await resendLoginCode(phone);
        setCode('');
        countdown.start(CODE_COUNTDOWN_SECONDS);
      }),
    [run, phone, countdown],
  );

  const submitPassword = useCallback(
    () =>
      run(async () => {
        const token = await captchaToken();
        if (token === null) return;
        finish(await loginByPassword({ phone, password, captchaToken: token, agreed }));
      }, resetCaptcha),
    [run, captchaToken, resetCaptcha, finish, phone, password, agreed],
  );

  // Order flow: opened with a phone and prior agreement, the code goes out by itself after 1 s.
  const autoSend = useRef(requestCode);
  autoSend.current = requestCode;
  useEffect(() => {
    if (!isForOrder || !options.agreed || !isPhoneComplete(toMaskedPhone(options.phone))) return;
    const id = window.setTimeout(() => void autoSend.current(), AUTO_SEND_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [isForOrder, options.agreed, options.phone]);

  return {
    step,
    setStep,
    phone,
    setPhone,
    agreed,
    setAgreed,
    code,
    setCode,
    password,
    setPassword,
    loading,
    remaining: countdown.remaining,
    captcha: captchaElement,
    requestCode,
    submitCode,
    resend,
    submitPassword,
  };
}
