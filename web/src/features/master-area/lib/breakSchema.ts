import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';

/** A break's times (spec §4/§5: the range applies only when both ends are set and the end is later). */
export function breakSchema(e: ErrorText) {
  return z
    .object({
      start: z.string().min(1, e('required')),
      end: z.string().min(1, e('required')),
      repeat: z.enum(['week', 'date']),
    })
    .refine((v) => !v.start || !v.end || v.start < v.end, { path: ['end'], message: e('time_range_alert') });
}

export type BreakValues = z.input<ReturnType<typeof breakSchema>>;
