import { z } from 'zod';
import type { ErrorText } from '@/shared/lib/personFields';
import { personFields, zodRule } from '@/shared/lib/personFields';
import { isPhoneBlank, optionalPhoneError, toMaskedPhone } from '@/shared/lib/phone';
import type { Employee, EmployeeBody, SalonHours } from '../api/types';
import { dayProblems, draftFromView, draftToBody, type DayDraft, type ScheduleDraft } from './schedule';

export const POSITION_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** The employee form (spec §3 master fields, §5 validation). */
export function employeeSchema(e: ErrorText, hours: SalonHours[] | undefined) {
  return z
    .object({
      ...personFields(e),
      phone: z.string().superRefine(zodRule(optionalPhoneError, e)),
      position: z.string().trim().max(POSITION_MAX_LENGTH, e('max_length', { max: POSITION_MAX_LENGTH })),
      description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, e('max_length', { max: DESCRIPTION_MAX_LENGTH })),
      photo_file_id: z.number().nullable(),
      services: z.array(z.number()),
      salary_type: z.enum(['fixed', 'hourly'], { message: e('required') }),
      /** Lira as typed; '' when empty (spec §5: empty number inputs are null). */
      hourly_rate: z.union([z.number(), z.literal('')]),
      working_type: z.enum(['full_time', 'part_time'], { message: e('required') }),
      schedule: z.custom<DayDraft[]>(),
      dated: z.custom<ScheduleDraft['dated']>(),
    })
    .superRefine((v, ctx) => {
      if (v.salary_type === 'hourly') {
        if (v.hourly_rate === '') ctx.addIssue({ code: 'custom', path: ['hourly_rate'], message: e('required') });
        else if (v.hourly_rate <= 0) ctx.addIssue({ code: 'custom', path: ['hourly_rate'], message: e('min_value', { min: '0,01' }) });
      }
      v.schedule.forEach((day, i) => {
        const p = dayProblems(day, hours);
        if (p.start) ctx.addIssue({ code: 'custom', path: ['schedule', i, 'start'], message: e(p.start.key, p.start.params) });
        if (p.end) ctx.addIssue({ code: 'custom', path: ['schedule', i, 'end'], message: e(p.end.key, p.end.params) });
        for (const [j, b] of Object.entries(p.breaks)) {
          if (b.start) ctx.addIssue({ code: 'custom', path: ['schedule', i, 'breaks', Number(j), 'start'], message: e(b.start.key, b.start.params) });
          if (b.end) ctx.addIssue({ code: 'custom', path: ['schedule', i, 'breaks', Number(j), 'end'], message: e(b.end.key, b.end.params) });
        }
      });
    });
}

export type EmployeeValues = z.input<ReturnType<typeof employeeSchema>>;

/** The form's values for a master (or a new one). */
export function toValues(employee: Employee | null, hours: SalonHours[] | undefined): EmployeeValues {
  const draft = draftFromView(employee?.schedule ?? null, hours);
  return {
    full_name: employee?.full_name ?? '',
    email: employee?.email ?? '',
    birthday: employee?.birthday ?? '',
    phone: toMaskedPhone(employee?.phone),
    position: employee?.position ?? '',
    description: employee?.description ?? '',
    photo_file_id: employee?.photo_file_id ?? null,
    services: employee?.services ?? [],
    salary_type: (employee?.salary_type as 'fixed' | 'hourly' | undefined) ?? 'fixed',
    hourly_rate: employee?.hourly_rate != null ? employee.hourly_rate / 100 : '',
    working_type: (employee?.working_type as 'full_time' | 'part_time' | undefined) ?? 'full_time',
    schedule: draft.week,
    dated: draft.dated,
  };
}

/** The request body: empty strings are null, lira become kuruş. */
export function toBody(v: EmployeeValues): EmployeeBody {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    full_name: v.full_name.trim(),
    email: text(v.email),
    phone: isPhoneBlank(v.phone) ? null : v.phone,
    birthday: text(v.birthday),
    position: text(v.position),
    description: text(v.description),
    photo_file_id: v.photo_file_id,
    services: v.services,
    salary_type: v.salary_type,
    hourly_rate: v.salary_type === 'hourly' && v.hourly_rate !== '' ? Math.round(v.hourly_rate * 100) : null,
    working_type: v.working_type,
    schedule: draftToBody({ week: v.schedule, dated: v.dated }),
  };
}
