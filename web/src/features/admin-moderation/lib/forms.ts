import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import type { ApproveRequestInput, RequestNames, ServiceRequestRow } from '../api/types';

/** The server's limits (domain `NAME_MAX_CHARS`, `MODERATION_REASON_MAX_CHARS`, `DURATION_STEP`, `time::DURATION_MAX`). */
export const NAME_MAX = 120;
export const REASON_MAX = 500;
export const DURATION_STEP = 5;
export const DURATION_MAX = 720;

export interface NamesForm {
  name_tr: string;
  name_en: string;
  name_ru: string;
}

export interface ApproveForm extends NamesForm {
  category_id: string | null;
  default_duration_min: number | string;
}

export const namesOf = (row: ServiceRequestRow): NamesForm => ({ name_tr: row.name_tr, name_en: row.name_en, name_ru: row.name_ru });

export const approveDefaults = (row: ServiceRequestRow): ApproveForm => ({
  ...namesOf(row),
  category_id: String(row.category_id),
  default_duration_min: row.default_duration_min,
});

function namesShape(e: ErrorText) {
  return {
    name_tr: z.string().trim().min(1, e('required')).max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_en: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_ru: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
  };
}

export const namesSchema = (e: ErrorText) => z.object(namesShape(e));

export function approveSchema(e: ErrorText) {
  return z.object({
    ...namesShape(e),
    category_id: z.string().nullable().refine((v) => v != null && v !== '', e('required')),
    default_duration_min: z.union([z.number(), z.string()]).superRefine((value, ctx) => {
      const n = value === '' ? null : Number(value);
      if (n == null || !Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: e('required') });
      else if (n < DURATION_STEP || n > DURATION_MAX) ctx.addIssue({ code: 'custom', message: e('between', { min: DURATION_STEP, max: DURATION_MAX }) });
      else if (n % DURATION_STEP !== 0) ctx.addIssue({ code: 'custom', message: e('duration_step', { step: DURATION_STEP }) });
    }),
  });
}

export const declineSchema = (e: ErrorText) =>
  z.object({ reason: z.string().trim().min(1, e('required')).max(REASON_MAX, e('max_length', { max: REASON_MAX })) });

const optional = (v: string) => (v.trim() === '' ? null : v.trim());

export const toNames = (f: NamesForm): RequestNames => ({ name_tr: f.name_tr.trim(), name_en: optional(f.name_en), name_ru: optional(f.name_ru) });

export const toApprove = (f: ApproveForm): ApproveRequestInput => ({
  ...toNames(f),
  category_id: f.category_id ? Number(f.category_id) : null,
  default_duration_min: f.default_duration_min === '' ? null : Number(f.default_duration_min),
});
