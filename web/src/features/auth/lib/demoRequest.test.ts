import { describe, expect, it } from 'vitest';
import { demoProblems, validTckn, validVkn, type DemoForm } from './demoRequest';

const form: DemoForm = {
  companyType: 'limited',
  representativeName: 'Ayşe Yılmaz',
  companyName: 'Moda Güzellik',
  phone: '+90 555 777 00 01',
  email: 'ayse@example.com',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  country: 'Türkiye',
  province: { id: 34, name: 'İstanbul' },
  address: 'Moda Cd. 12',
  password: '',
  privacy: true,
};

describe('demo request rules', () => {
  it('checks the TC identity number and the VKN check digits', () => {
    expect(validTckn('10000000146')).toBe(true);
    expect(validTckn('10000000147')).toBe(false);
    expect(validTckn('00000000000')).toBe(false);
    expect(validVkn('1234567890')).toBe(true);
    expect(validVkn('9876543217')).toBe(true);
    expect(validVkn('1234567891')).toBe(false);
  });

  it('asks an individual for a TCKN and a company for a VKN and tax office', () => {
    expect(demoProblems(form, 1)).toEqual({});
    expect(demoProblems({ ...form, companyType: 'individual', taxOffice: '' }, 1)).toEqual({ taxNumber: 'tckn' });
    expect(demoProblems({ ...form, taxNumber: '10000000146', taxOffice: '' }, 1)).toEqual({ taxNumber: 'vkn', taxOffice: 'required' });
  });

  it('requires the privacy acceptance and the region', () => {
    expect(demoProblems({ ...form, privacy: false, province: null, password: 'short' }, 2)).toEqual({
      privacy: 'privacy',
      province: 'required',
      password: 'password',
    });
  });
});
