import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import type { ErrorText } from '@/shared/lib/personFields';
import type { Employee } from '../api/types';
import { isPhoneBlank } from '@/shared/lib/phone';
import { employeeSchema, toBody, toValues, type EmployeeValues } from './employeeSchema';

/** The real `errors` texts in `lng`, as useErrorText gives them. */
function errorsIn(lng: 'tr' | 'en' | 'ru'): ErrorText {
  const t = i18n.getFixedT(lng, 'errors');
  return (key, options) => String(t(key as never, options as never));
}

const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '20:00' }));

function messages(values: EmployeeValues, lng: 'tr' | 'en' | 'ru' = 'tr') {
  const result = employeeSchema(errorsIn(lng), hours).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const valid = (): EmployeeValues => ({ ...toValues(null, hours), full_name: 'Ali Veli' });

describe('employee form', () => {
  it('accepts a minimal master', () => {
    expect(messages(valid())).toEqual({});
  });

  it('an hourly master needs a rate above zero, in each language', async () => {
    await i18n.loadNamespaces('errors');
    await i18n.loadLanguages(['en', 'ru']);
    expect(messages({ ...valid(), salary_type: 'hourly' }, 'tr')).toEqual({ hourly_rate: 'Zorunlu alan' });
    expect(messages({ ...valid(), salary_type: 'hourly' }, 'en')).toEqual({ hourly_rate: 'Required field' });
    expect(messages({ ...valid(), salary_type: 'hourly' }, 'ru')).toEqual({ hourly_rate: 'Обязательное поле' });
    expect(messages({ ...valid(), salary_type: 'hourly', hourly_rate: 0 }, 'en')).toEqual({ hourly_rate: 'Value should not be less than 0,01' });
    expect(messages({ ...valid(), salary_type: 'hourly', hourly_rate: 250 })).toEqual({});
    // A fixed salary ignores a leftover rate.
    expect(toBody({ ...valid(), salary_type: 'fixed', hourly_rate: 250 }).hourly_rate).toBeNull();
    expect(toBody({ ...valid(), salary_type: 'hourly', hourly_rate: 250.5 }).hourly_rate).toBe(25050);
  });

  it('name required, phone complete or empty, e-mail valid', () => {
    expect(messages({ ...valid(), full_name: '  ', phone: '+90 555 12_ __ __', email: 'x@y' })).toEqual({
      full_name: 'Zorunlu alan',
      phone: 'Hatalı biçim',
      email: 'Lütfen geçerli bir e-posta adresi girin',
    });
    expect(isPhoneBlank('+90 ___ ___ __ __')).toBe(true);
    expect(messages({ ...valid(), phone: '+90 555 123 45 67' })).toEqual({});
    expect(toBody({ ...valid(), phone: '+90 ___ ___ __ __' }).phone).toBeNull();
  });

  it('schedule problems land on the day’s fields', () => {
    const v = valid();
    v.schedule[2] = { weekday: 2, works: true, start: '18:00', end: '09:00', breaks: [] };
    v.schedule[3] = { weekday: 3, works: true, start: '10:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }, { start: '12:30', end: '12:45' }] };
    expect(messages(v, 'en')).toEqual({
      'schedule.2.end': 'The start time must be earlier than the end time',
      'schedule.3.breaks.1.start': 'This break overlaps another break on the same day',
    });
  });

  it('reads a master back into the form, kuruş as lira and E.164 as the mask', () => {
    const employee = {
      id: 5,
      full_name: 'Elif Aslan',
      email: null,
      phone: '+905551234567',
      birthday: '1990-05-17',
      position: 'Kuaför',
      photo_file_id: 3,
      photo: null,
      description: null,
      services: [1, 2],
      salary_type: 'hourly',
      hourly_rate: 25000,
      working_type: 'part_time',
      has_account: true,
      is_self: false,
      created_at: '2026-01-01T00:00:00Z',
      schedule: { master_id: 5, full_name: 'Elif Aslan', week: [], dated: [], salon_hours: hours, time_slicing: 15 },
    } as Employee;
    const values = toValues(employee, hours);
    expect(values).toMatchObject({ phone: '+90 555 123 45 67', hourly_rate: 250, salary_type: 'hourly', working_type: 'part_time', services: [1, 2], email: '' });
    expect(toBody(values)).toMatchObject({ phone: '+90 555 123 45 67', hourly_rate: 25000, email: null, birthday: '1990-05-17', description: null });
  });
});
