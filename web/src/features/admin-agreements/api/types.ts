import type { components } from '@/shared/api';

export type AgreementRow = components['schemas']['AgreementRow'];
export type AdminAgreement = components['schemas']['AdminAgreement'];
export type AgreementTexts = components['schemas']['AgreementTexts'];
export type AgreementInput = components['schemas']['AgreementInput'];
export type AgreementLanguage = 'tr' | 'en' | 'ru';
export const AGREEMENT_LANGUAGES: AgreementLanguage[] = ['tr', 'en', 'ru'];
