import { describe, expect, it } from 'vitest';
import { completeSchema, manualEntryBody, manualEntrySchema, offerSchema, replySchema, rescheduleSchema, validate, type ManualEntryForm } from './forms';

/** Messages as their keys (with parameters), so the tests read the rule, not a language. */
const e = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('action forms', () => {
  it('a time range needs both ends and an end later than the start', () => {
    expect(validate(offerSchema(e), { date: '2026-12-01', start: '14:00', end: '16:00' })).toEqual({});
    expect(validate(offerSchema(e), { date: '2026-12-01', start: '16:00', end: '15:00' })).toEqual({ end: 'time_range_alert' });
    expect(validate(offerSchema(e), { date: '2026-12-01', start: '16:00', end: '16:00' })).toEqual({ end: 'time_range_alert' });
    expect(validate(offerSchema(e), { date: '', start: '', end: '' })).toEqual({ date: 'required', start: 'date_time_required', end: 'date_time_required' });
    expect(validate(offerSchema(e), { date: '01.12.2026', start: '9', end: '16:00' })).toEqual({ date: 'wrong_format', start: 'wrong_format' });
  });

  it('completing needs card or cash', () => {
    expect(validate(completeSchema(e), { payment: undefined })).toEqual({ payment: 'required' });
    expect(validate(completeSchema(e), { payment: 'bitcoin' })).toEqual({ payment: 'required' });
    expect(validate(completeSchema(e), { payment: 'cash' })).toEqual({});
  });

  it('a reply is required and at most 1000 characters', () => {
    expect(validate(replySchema(e), { text: '   ' })).toEqual({ text: 'required' });
    expect(validate(replySchema(e), { text: 'x'.repeat(1001) })).toEqual({ text: 'max_length:{"max":1000}' });
    expect(validate(replySchema(e), { text: 'Sizi bekliyoruz' })).toEqual({});
  });

  it('a reschedule needs a date, a free time and a master', () => {
    expect(validate(rescheduleSchema(e), { date: '2026-12-01', time: '', master_id: 3 })).toEqual({ time: 'date_time_required' });
    expect(validate(rescheduleSchema(e), { date: '2026-12-01', time: '10:30', master_id: 3 })).toEqual({});
  });

  const entry: ManualEntryForm = {
    phone: '+90 555 333 00 03',
    full_name: 'Can Er',
    email: '',
    birthday: '',
    salon_service_ids: [5],
    master_id: 2,
    date: '2026-12-01',
    time: '10:00',
    comment: '',
  };

  it('a manual entry needs phone, full name, services, master, date and time', () => {
    expect(validate(manualEntrySchema(e), entry)).toEqual({});
    expect(validate(manualEntrySchema(e), { ...entry, phone: '+90 ___ ___ __ __', full_name: ' ', salon_service_ids: [], master_id: null, time: '' })).toEqual({
      phone: 'required',
      full_name: 'required',
      salon_service_ids: 'required',
      master_id: 'required',
      time: 'date_time_required',
    });
    expect(validate(manualEntrySchema(e), { ...entry, phone: '+90 555 333 0_ __', email: 'not-mail' })).toEqual({ phone: 'wrong_format', email: 'email' });
  });

  it('sends empty optional fields as null', () => {
    expect(manualEntryBody({ ...entry, full_name: ' Can Er ' })).toEqual({
      phone: '+90 555 333 00 03',
      full_name: 'Can Er',
      email: null,
      birthday: null,
      comment: null,
      salon_service_ids: [5],
      master_id: 2,
      date: '2026-12-01',
      time: '10:00',
    });
  });
});
