import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import { EMAIL_PATTERN } from '@/shared/lib/personFields';
import { isPhoneComplete, toMaskedPhone } from '@/shared/lib/phone';
import type { LookupOption } from '@/shared/ui/Lookup';
import type { SalonInfo, SalonInfoUpdate } from '../api/types';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
const NAME_MAX = 120;
const LINE_MAX = 255;

/** The server's rule: http(s), a host with a dot, no spaces. */
export function isUrl(text: string): boolean {
  const m = /^https?:\/\/([^\s/?#]+)([/?#]\S*)?$/.exec(text.trim());
  if (!m) return false;
  const host = m[1]!.split('@').pop()!.split(':')[0]!;
  return host.includes('.') && host.split('.').every((p) => p.length > 0);
}

export interface ProfileForm {
  name: string;
  /** Masked: +90 532 123 45 67 */
  phone: string;
  email: string;
  address: string;
  /** A district (`district-{id}`) or neighbourhood (`subdistrict-{id}`) of the lookup. */
  place: LookupOption | null;
  lat: number | null;
  lng: number | null;
  transport: string;
  social: Record<SocialNetwork, string>;
  custom_link: string;
  /** The legal details printed on the subscription invoices. */
  legal: Record<LegalField, string>;
  confirm_changes: boolean;
}

export const LEGAL_FIELDS = ['legal_name', 'tax_number', 'tax_office', 'billing_address'] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** The place the salon is in, as the lookup shows it. */
export function placeOption(info: SalonInfo): LookupOption | null {
  const city = info.province?.name ?? '';
  if (info.neighbourhood && info.district) return { id: `subdistrict-${info.neighbourhood.id}`, text: info.neighbourhood.name, district_name: [info.district.name, city].filter(Boolean).join(', '), type: 'subdistrict' };
  if (info.district) return { id: `district-${info.district.id}`, text: info.district.name, district_name: city, type: 'district' };
  return null;
}

export function toProfileForm(info: SalonInfo): ProfileForm {
  return {
    name: info.name,
    phone: toMaskedPhone(info.phone),
    email: info.email ?? '',
    address: info.address,
    place: placeOption(info),
    lat: info.lat ?? null,
    lng: info.lng ?? null,
    transport: info.transport ?? '',
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, info.social[n] ?? ''])) as Record<SocialNetwork, string>,
    custom_link: info.custom_link ?? '',
    legal: Object.fromEntries(LEGAL_FIELDS.map((f) => [f, info.legal[f] ?? ''])) as Record<LegalField, string>,
    confirm_changes: false,
  };
}

export function toProfileBody(f: ProfileForm): SalonInfoUpdate {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const [kind, id] = (f.place?.id ?? '').split('-');
  return {
    name: f.name.trim(),
    phone: f.phone,
    email: text(f.email),
    address: f.address.trim(),
    province_id: null,
    district_id: kind === 'district' ? Number(id) : null,
    neighbourhood_id: kind === 'subdistrict' ? Number(id) : null,
    lat: f.lat,
    lng: f.lng,
    transport: text(f.transport),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(f.social[n])])) as SalonInfoUpdate['social'],
    custom_link: text(f.custom_link),
    legal: Object.fromEntries(LEGAL_FIELDS.map((n) => [n, text(f.legal[n])])) as SalonInfoUpdate['legal'],
    confirm_changes: f.confirm_changes,
  };
}

export function profileSchema(e: ErrorText) {
  const url = z.string().refine((v) => v.trim() === '' || isUrl(v), e('url'));
  return z.object({
    name: z.string().trim().min(1, e('required')).max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    phone: z.string().refine((v) => isPhoneComplete(v), e('wrong_format')),
    email: z.string().trim().refine((v) => v === '' || EMAIL_PATTERN.test(v), e('email')),
    address: z.string().trim().min(1, e('required')).max(LINE_MAX, e('max_length', { max: LINE_MAX })),
    place: z.custom<LookupOption | null>().refine((v) => v != null, e('required')),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    transport: z.string(),
    social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, url])) as Record<SocialNetwork, typeof url>),
    custom_link: url,
    legal: z.object({
      legal_name: z.string().max(LINE_MAX, e('max_length', { max: LINE_MAX })),
      // A VKN (10 digits) or a TC identity number (11), as the server checks.
      tax_number: z.string().refine((v) => v.replace(/\s/g, '') === '' || /^\d{10,11}$/.test(v.replace(/\s/g, '')), e('wrong_format')),
      tax_office: z.string().max(LINE_MAX, e('max_length', { max: LINE_MAX })),
      billing_address: z.string().max(LINE_MAX, e('max_length', { max: LINE_MAX })),
    }),
    confirm_changes: z.boolean().refine((v) => v, e('confirm_changes')),
  });
}
