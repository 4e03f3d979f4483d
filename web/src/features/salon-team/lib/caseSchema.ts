import { z } from 'zod';
import { formatDay } from '@/shared/lib/format';
import type { ErrorText } from '@/shared/lib/personFields';
import { salonToday } from '@/shared/lib/salonDates';
import type { Locale } from '@/shared/routes';
import type { CaseBody, CaseView } from '../api/types';

export const CASE_DESCRIPTION_MAX_LENGTH = 1000;
export const CASE_MAX_PHOTOS = 10;

/** A portfolio case form (spec §3: service, date, time, photos); the date is not after the salon's today. */
export function caseSchema(e: ErrorText, locale: Locale) {
  return z.object({
    service_id: z.number({ message: e('required') }).nullable().refine((v) => v !== null, e('required')),
    date: z
      .string()
      .min(1, e('required'))
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), e('wrong_format'))
      .refine((v) => v <= salonToday(), e('max_value', { max: formatDay(salonToday(), locale) })),
    time: z.string(),
    description: z.string().trim().max(CASE_DESCRIPTION_MAX_LENGTH, e('max_length', { max: CASE_DESCRIPTION_MAX_LENGTH })),
    photos: z
      .array(z.object({ id: z.number(), url: z.string() }))
      .min(1, e('required'))
      .max(CASE_MAX_PHOTOS, e('max_value', { max: CASE_MAX_PHOTOS })),
  });
}

export type CaseValues = z.input<ReturnType<typeof caseSchema>>;

export function caseValues(c: CaseView | null): CaseValues {
  return {
    service_id: c?.service_id ?? null,
    date: c?.date ?? salonToday(),
    time: c?.time ?? '',
    description: c?.description ?? '',
    photos: (c?.photos ?? []).map((p) => ({ id: p.file_id, url: p.image.url })),
  };
}

export function caseBody(v: CaseValues): CaseBody {
  return {
    service_id: v.service_id,
    date: v.date,
    time: v.time || null,
    description: v.description.trim() || null,
    photos: v.photos.map((p) => p.id),
  };
}
