import { isPhoneComplete } from '@/shared/lib/phone';

/** Spec §3 demo request: the legal forms a partner picks first. */
export const COMPANY_TYPES = ['individual', 'limited', 'joint_stock'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export interface DemoForm {
  companyType: CompanyType;
  representativeName: string;
  companyName: string;
  /** Masked, as PhoneInput keeps it. */
  phone: string;
  email: string;
  taxNumber: string;
  taxOffice: string;
  country: string;
  province: { id: number; name: string } | null;
  address: string;
  password: string;
  privacy: boolean;
}

export type DemoField = 'representativeName' | 'companyName' | 'phone' | 'email' | 'taxNumber' | 'taxOffice' | 'country' | 'province' | 'address' | 'password' | 'privacy';
/** Keys of `partners:demo.invalid`. */
export type DemoProblem = 'required' | 'tckn' | 'vkn' | 'email' | 'phone' | 'password' | 'privacy';

/** TC identity number: 11 digits, not from 0, two check digits (as domain::company::valid_tckn). */
export function validTckn(text: string): boolean {
  if (!/^\d{11}$/.test(text) || text[0] === '0') return false;
  const d = (i: number) => Number(text[i]);
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = [...text.slice(0, 10)].reduce((a, c) => a + Number(c), 0) % 10;
  return d(9) === tenth && d(10) === eleventh;
}

/** Tax number VKN: 10 digits, the last the check digit (as domain::company::valid_vkn). */
export function validVkn(text: string): boolean {
  if (!/^\d{10}$/.test(text)) return false;
  const d = (i: number) => Number(text[i]);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (d(i) + 9 - i) % 10;
    let value = (shifted * 2 ** (9 - i)) % 9;
    if (shifted !== 0 && value === 0) value = 9;
    sum += value;
  }
  return (10 - (sum % 10)) % 10 === d(9);
}

const validEmail = (email: string) => /^[^\s@]+@[^\s@]+(\.[^\s@]+)+$/.test(email.trim());

/** The fields each step asks for (step 0 is the company type, always set). */
export const STEP_FIELDS: DemoField[][] = [[], ['representativeName', 'companyName', 'phone', 'email', 'taxNumber', 'taxOffice'], ['country', 'province', 'address', 'password', 'privacy']];

/** What is wrong with the form's fields of `step` (the server checks the same again). */
export function demoProblems(form: DemoForm, step: number): Partial<Record<DemoField, DemoProblem>> {
  const out: Partial<Record<DemoField, DemoProblem>> = {};
  const company = form.companyType !== 'individual';
  const required = (field: DemoField, value: string) => {
    if (!value.trim()) out[field] = 'required';
  };
  if (step === 1) {
    required('representativeName', form.representativeName);
    required('companyName', form.companyName);
    if (!isPhoneComplete(form.phone)) out.phone = 'phone';
    if (!form.email.trim()) out.email = 'required';
    else if (!validEmail(form.email)) out.email = 'email';
    const tax = form.taxNumber.trim();
    if (!tax) out.taxNumber = 'required';
    else if (company ? !validVkn(tax) : !validTckn(tax)) out.taxNumber = company ? 'vkn' : 'tckn';
    if (company) required('taxOffice', form.taxOffice);
  }
  if (step === 2) {
    required('country', form.country);
    if (!form.province) out.province = 'required';
    required('address', form.address);
    if (form.password && form.password.length < 8) out.password = 'password';
    if (!form.privacy) out.privacy = 'privacy';
  }
  return out;
}

/** The server's field names (snake case) → the form's. */
export const SERVER_FIELDS: Record<string, DemoField> = {
  representative_name: 'representativeName',
  company_name: 'companyName',
  phone: 'phone',
  email: 'email',
  tax_number: 'taxNumber',
  tax_office: 'taxOffice',
  country: 'country',
  province_id: 'province',
  address: 'address',
  password: 'password',
  privacy: 'privacy',
};

/** The step that shows `field`. */
export function stepOf(field: DemoField): number {
  return STEP_FIELDS.findIndex((fields) => fields.includes(field));
}
