import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import type { ServiceRequestInput } from '../api/types';
import { DURATION_MAX, DURATION_STEP, NAME_MAX, priceSchema } from './bindingForm';
import { numberOrNull, toKurus } from './money';

export interface RequestForm {
  category: { id: number; name: string } | null;
  name_tr: string;
  name_en: string;
  name_ru: string;
  description: string;
  default_duration_min: number | string;
  /** In lira; the salon sells the service at this price once it is approved. */
  price: number | string;
}

export const emptyRequest = (): RequestForm => ({ category: null, name_tr: '', name_en: '', name_ru: '', description: '', default_duration_min: 30, price: '' });

export function requestSchema(e: ErrorText) {
  return z.object({
    category: z.object({ id: z.number(), name: z.string() }).nullable().refine((v) => v != null, e('required')),
    name_tr: z.string().trim().min(1, e('required')).max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_en: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_ru: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    description: z.string(),
    default_duration_min: z.union([z.number(), z.string()]).superRefine((value, ctx) => {
      const n = numberOrNull(value);
      if (n == null) ctx.addIssue({ code: 'custom', message: e('required') });
      else if (n < DURATION_STEP || n > DURATION_MAX) ctx.addIssue({ code: 'custom', message: e('between', { min: DURATION_STEP, max: DURATION_MAX }) });
      else if (n % DURATION_STEP !== 0) ctx.addIssue({ code: 'custom', message: e('duration_step', { step: DURATION_STEP }) });
    }),
    price: priceSchema(e, false),
  });
}

export function toRequestBody(f: RequestForm): ServiceRequestInput {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    category_id: f.category?.id ?? null,
    name_tr: f.name_tr.trim(),
    name_en: text(f.name_en),
    name_ru: text(f.name_ru),
    description: text(f.description),
    default_duration_min: numberOrNull(f.default_duration_min),
    price: toKurus(numberOrNull(f.price) ?? 0),
  };
}
