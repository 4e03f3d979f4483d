import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import type { BindingOption, ServiceBinding, ServiceBindingInput } from '../api/types';
import { numberOrNull, toKurus, toLira } from './money';

/** Durations are multiples of 5 minutes, at most a working day (the server's rule). */
export const DURATION_STEP = 5;
export const DURATION_MAX = 720;
export const NAME_MAX = 120;

export interface OptionForm {
  /** Kept options keep their id (past visits point at them). */
  id: number | null;
  name_tr: string;
  name_en: string;
  name_ru: string;
  /** TRY */
  price: number | string;
  duration_min: number | string;
}

export interface BindingForm {
  /** TRY with two decimals. */
  price: number | string;
  discount_percent: number | string;
  duration_min: number | string;
  description: string;
  is_multiple: boolean;
  master_ids: string[];
  subservices: OptionForm[];
  addons: OptionForm[];
}

export const emptyOption = (): OptionForm => ({ id: null, name_tr: '', name_en: '', name_ru: '', price: '', duration_min: 0 });

function optionForm(o: BindingOption): OptionForm {
  return { id: o.id, name_tr: o.name_tr, name_en: o.name_en, name_ru: o.name_ru, price: toLira(o.price), duration_min: o.duration_min };
}

/** The form for an existing binding, or a new one with the catalogue's default duration. */
export function toBindingForm(binding: ServiceBinding | null, defaultDuration: number): BindingForm {
  if (!binding) return { price: '', discount_percent: 0, duration_min: defaultDuration, description: '', is_multiple: false, master_ids: [], subservices: [], addons: [] };
  return {
    price: toLira(binding.price),
    discount_percent: binding.discount_percent,
    duration_min: binding.duration_min,
    description: binding.description ?? '',
    is_multiple: binding.is_multiple,
    master_ids: binding.master_ids.map(String),
    subservices: binding.subservices.map(optionForm),
    addons: binding.addons.map(optionForm),
  };
}

function optionBody(o: OptionForm) {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const price = numberOrNull(o.price);
  return { id: o.id, name_tr: o.name_tr.trim(), name_en: text(o.name_en), name_ru: text(o.name_ru), price: price == null ? null : toKurus(price), duration_min: numberOrNull(o.duration_min) };
}

export function toBindingBody(f: BindingForm, serviceId: number | null): ServiceBindingInput {
  const price = numberOrNull(f.price);
  return {
    service_id: serviceId,
    price: price == null ? null : toKurus(price),
    discount_percent: numberOrNull(f.discount_percent),
    duration_min: numberOrNull(f.duration_min),
    description: f.description.trim() === '' ? null : f.description.trim(),
    is_multiple: f.is_multiple,
    master_ids: f.master_ids.map(Number),
    subservices: f.subservices.map(optionBody),
    addons: f.addons.map(optionBody),
  };
}

/** A duration rule: required, within bounds, a multiple of 5. */
function duration(e: ErrorText, min: number) {
  return z.union([z.number(), z.string()]).superRefine((value, ctx) => {
    const n = numberOrNull(value);
    if (n == null) ctx.addIssue({ code: 'custom', message: e('required') });
    else if (n < min || n > DURATION_MAX) ctx.addIssue({ code: 'custom', message: e('between', { min, max: DURATION_MAX }) });
    else if (n % DURATION_STEP !== 0) ctx.addIssue({ code: 'custom', message: e('duration_step', { step: DURATION_STEP }) });
  });
}

/** A price in TRY: required; more than zero for the service, zero allowed for an option. */
export function priceSchema(e: ErrorText, allowZero: boolean) {
  return z.union([z.number(), z.string()]).superRefine((value, ctx) => {
    const n = numberOrNull(value);
    if (n == null) ctx.addIssue({ code: 'custom', message: e('required') });
    else if (n < 0 || (!allowZero && toKurus(n) <= 0)) ctx.addIssue({ code: 'custom', message: e('min_value', { min: allowZero ? '0' : '0,01' }) });
  });
}

/** The rules the server applies too (messages from the `errors` namespace). */
export function bindingSchema(e: ErrorText) {
  const option = z.object({
    id: z.number().nullable(),
    name_tr: z.string().trim().min(1, e('required')).max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_en: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    name_ru: z.string().max(NAME_MAX, e('max_length', { max: NAME_MAX })),
    price: priceSchema(e, true),
    duration_min: duration(e, 0),
  });
  return z.object({
    price: priceSchema(e, false),
    discount_percent: z.union([z.number(), z.string()]).superRefine((value, ctx) => {
      const n = numberOrNull(value) ?? 0;
      if (n < 0 || n > 100 || !Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: e('between', { min: 0, max: 100 }) });
    }),
    duration_min: duration(e, DURATION_STEP),
    description: z.string(),
    is_multiple: z.boolean(),
    master_ids: z.array(z.string()),
    subservices: z.array(option),
    addons: z.array(option),
  });
}
