import { api, unwrap } from '@/shared/api';

/** Step 1: the code goes by SMS (POST /api/site/login/phone). */
export function requestLoginCode(body: { phone: string; captchaToken: string; agreed: boolean; isForOrder: boolean }) {
  return unwrap(
    api.POST('/api/site/login/phone', {
      body: {
        phone: body.phone,
        recaptchaToken: body.captchaToken,
        isAgreementAccepted: body.agreed,
        isForOrder: body.isForOrder,
      },
    }),
  );
}

/** The countdown's resend (POST /api/site/login/resend-code). */
export function resendLoginCode(phone: string) {
  return unwrap(api.POST('/api/site/login/resend-code', { body: { phone } }));
}

/** Step 2: the code logs in; the response sets the session cookie (POST /api/site/login/code). */
export function loginByCode(body: { phone: string; code: string; isForOrder: boolean }) {
  return unwrap(api.POST('/api/site/login/code', { body }));
}

/** Phone and password (POST /api/site/login/password). */
export function loginByPassword(body: { phone: string; password: string; captchaToken: string; agreed: boolean }) {
  return unwrap(
    api.POST('/api/site/login/password', {
      body: {
        phone: body.phone,
        password: body.password,
        captchaToken: body.captchaToken,
        isAgreementAccepted: body.agreed,
      },
    }),
  );
}
