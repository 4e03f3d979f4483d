import { api, unwrap } from '@/shared/api';
import type { DemoForm } from '../lib/demoRequest';

/**
 * POST /api/site/partner-send (spec §7): without `code` the server checks the form and the captcha
 * and sends the SMS code (202); with it, it creates the salon-admin account and the salon ("new")
 * and answers like a login.
 */
export function partnerSend(form: DemoForm, extra: { captchaToken?: string; code?: string }) {
  const company = form.companyType !== 'individual';
  return unwrap(
    api.POST('/api/site/partner-send', {
      body: {
        companyType: form.companyType,
        representativeName: form.representativeName,
        companyName: form.companyName,
        phone: form.phone,
        email: form.email,
        taxNumber: form.taxNumber.trim(),
        taxOffice: company ? form.taxOffice : null,
        country: form.country,
        provinceId: form.province?.id ?? null,
        address: form.address,
        password: form.password || null,
        isPrivacyAccepted: form.privacy,
        captchaToken: extra.captchaToken ?? null,
        code: extra.code ?? null,
      },
    }),
  );
}

/** Turkish provinces whose name starts like `term` (the places lookup, provinces only). */
export async function searchProvinces(term: string, signal: AbortSignal) {
  const options = await unwrap(api.GET('/api/site/search-districts', { params: { query: { term } }, signal }));
  return options.filter((o) => o.id.startsWith('province-'));
}
