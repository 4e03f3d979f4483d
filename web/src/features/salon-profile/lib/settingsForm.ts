import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import type { SalonSettings, SalonSettingsUpdate } from '../api/types';
import { hasWorkingDay, weekProblems, type DayForm } from './hours';

/** Spec §5: at least 1, up to 3 main categories. */
export const MAIN_CATEGORIES_MAX = 3;

export interface PickedCategory {
  id: number;
  name: string;
  department: string;
}

export interface SettingsForm {
  main_categories: PickedCategory[];
  about: { tr: string; en: string; ru: string };
  working_hours: DayForm[];
  /** yyyy-MM-dd, soonest first. */
  days_off: string[];
  amenities: string[];
  time_slicing: string;
  /** 'auto' or 'manual' confirmation of bookings. */
  confirmation: 'auto' | 'manual';
  confirm_changes: boolean;
}

export function toSettingsForm(s: SalonSettings): SettingsForm {
  return {
    main_categories: s.main_categories.map((c) => ({ id: c.id, name: c.name, department: c.department })),
    about: { tr: s.about.tr ?? '', en: s.about.en ?? '', ru: s.about.ru ?? '' },
    working_hours: s.working_hours.map((d) => ({ weekday: d.weekday, enabled: d.enabled, open: d.open ?? '', close: d.close ?? '' })),
    days_off: s.days_off.map((d) => d.date),
    amenities: [...s.amenities],
    time_slicing: String(s.time_slicing),
    confirmation: s.auto_confirm ? 'auto' : 'manual',
    confirm_changes: false,
  };
}

export function toSettingsBody(f: SettingsForm): SalonSettingsUpdate {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    main_categories: f.main_categories.map((c) => c.id),
    about: { tr: text(f.about.tr), en: text(f.about.en), ru: text(f.about.ru) },
    // A disabled day's times are not sent: the server ignores them anyway.
    working_hours: f.working_hours.map((d) => ({ weekday: d.weekday, enabled: d.enabled, open: d.enabled ? d.open || null : null, close: d.enabled ? d.close || null : null })),
    days_off: f.days_off,
    amenities: f.amenities,
    time_slicing: Number(f.time_slicing),
    auto_confirm: f.confirmation === 'auto',
    confirm_changes: f.confirm_changes,
  };
}

/** The rules the server applies too, checked before sending: messages from the `errors` namespace. */
export function settingsSchema(e: ErrorText) {
  const day = z.object({ weekday: z.number(), enabled: z.boolean(), open: z.string(), close: z.string() });
  return z
    .object({
      main_categories: z.array(z.object({ id: z.number(), name: z.string(), department: z.string() })).min(1, e('main_categories')).max(MAIN_CATEGORIES_MAX, e('main_categories')),
      about: z.object({ tr: z.string(), en: z.string(), ru: z.string() }),
      working_hours: z.array(day),
      days_off: z.array(z.string()),
      amenities: z.array(z.string()),
      time_slicing: z.string().refine((v) => v === '15' || v === '30', e('time_slicing')),
      confirmation: z.enum(['auto', 'manual']),
      confirm_changes: z.boolean().refine((v) => v, e('confirm_changes')),
    })
    .superRefine((value, ctx) => {
      for (const [path, code] of Object.entries(weekProblems(value.working_hours))) {
        ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: e(code) });
      }
      if (!hasWorkingDay(value.working_hours)) {
        ctx.addIssue({ code: 'custom', path: ['working_hours'], message: e('salon_time_and_address_required') });
      }
    });
}
