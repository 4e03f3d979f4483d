import { Anchor, Button, Checkbox, Group, Modal, PasswordInput, Radio, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { clearToken, setAccount, type LoginResponse } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { Lookup, type LookupOption } from '@/shared/ui/Lookup';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import { resendLoginCode } from '../api/login';
import { partnerSend, searchProvinces } from '../api/partnerSend';
import { useCaptcha } from '../captcha/useCaptcha';
import { CODE_COUNTDOWN_SECONDS } from '../hooks/useLoginFlow';
import { useCountdown } from '../hooks/useCountdown';
import { COMPANY_TYPES, SERVER_FIELDS, demoProblems, stepOf, type CompanyType, type DemoField, type DemoForm } from '../lib/demoRequest';
import { CodeStep } from './CodeStep';

/** Query keys owned by a user; the new session must not see the previous one's data. */
const userScopes = new Set(['common', 'client', 'salon', 'master', 'admin']);

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * Demo (partner) request (spec §3): company type, company info, postal info with an optional
 * password and the required privacy acceptance; then the SMS code, which creates the salon-admin
 * account and the salon and lands the partner on the salon cabinet's overview with its checklist.
 */
export function DemoRequestModal({ opened, onClose }: Props) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const countdown = useCountdown();
  const { element: captcha, getToken, reset: resetCaptcha } = useCaptcha();
  const [step, setStep] = useState(0);
  const [loading, setLoading] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<DemoField, string>>>({});
  const [form, setForm] = useState<DemoForm>({
    companyType: 'individual',
    representativeName: '',
    companyName: '',
    phone: '',
    email: '',
    taxNumber: '',
    taxOffice: '',
    country: t('demo.country_default'),
    province: null,
    address: '',
    password: '',
    privacy: false,
  });
  const set = <K extends keyof DemoForm>(key: K, value: DemoForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const company = form.companyType !== 'individual';

  /** Shows the step's problems; true when there are none. */
  const check = (which: number) => {
    const problems = demoProblems(form, which);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`demo.invalid.${problem}`)])));
    return Object.keys(problems).length === 0;
  };

  /** A refused request: field messages under their fields (on their step), anything else in a snack. */
  const refused = (error: unknown) => {
    const byField = fieldErrors(error);
    const mapped: Partial<Record<DemoField, string>> = {};
    for (const [field, message] of Object.entries(byField)) {
      const own = SERVER_FIELDS[field];
      if (own) mapped[own] = message;
    }
    const fields = Object.keys(mapped) as DemoField[];
    if (fields.length > 0) {
      setErrors(mapped);
      setStep(Math.min(...fields.map(stepOf)));
    } else showSnack(apiErrorMessage(error), 'error');
  };

  const requestCode = async () => {
    if (!check(2) || loading) return;
    setLoading(true);
    try {
      let token: string;
      try {
        token = await getToken();
      } catch {
        showSnack(t('demo.invalid.required'), 'error');
        return;
      }
      await partnerSend(form, { captchaToken: token });
      setCode('');
      setStep(3);
      countdown.start(CODE_COUNTDOWN_SECONDS);
    } catch (error) {
      refused(error);
    } finally {
      setLoading(false);
      resetCaptcha();
    }
  };

  const submitCode = async (value: string) => {
    if (loading) return;
    setLoading(true);
    try {
      const response = (await partnerSend(form, { code: value })) as LoginResponse;
      // The session is the HttpOnly cookie the response set; a stored bearer would shadow it.
      clearToken();
      queryClient.removeQueries({ predicate: (q) => userScopes.has(String(q.queryKey[0])) });
      setAccount(queryClient, response.account_data);
      onClose();
      void navigate(pathFor('admin-salon-overview', locale));
    } catch (error) {
      setCode('');
      if (error instanceof ApiError && error.body?.message_code === 'sms_code_invalid') showSnack(apiErrorMessage(error), 'error');
      else refused(error);
    } finally {
      setLoading(false);
    }
  };

  const next = () => {
    if (step === 0 || check(step)) setStep(step + 1);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('demo.title')} centered size="lg" radius="lg" data-testid="demo-request">
      <Stepper active={step} onStepClick={(s) => s < step && step < 3 && setStep(s)} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('demo.steps.type')}>
          <Radio.Group value={form.companyType} onChange={(v) => set('companyType', v as CompanyType)} data-testid="demo-company-type">
            <Stack gap="sm" mt="md">
              {COMPANY_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`demo.company_type.${type}`)} data-testid={`demo-type-${type}`} />
              ))}
            </Stack>
          </Radio.Group>
        </Stepper.Step>
        <Stepper.Step label={t('demo.steps.company')}>
          <Stack gap="sm" mt="md">
            <TextInput
              label={t('demo.fields.representative_name')}
              value={form.representativeName}
              onChange={(e) => set('representativeName', e.currentTarget.value)}
              error={errors.representativeName}
              required
              data-testid="demo-representative"
            />
            <TextInput
              label={t('demo.fields.company_name')}
              value={form.companyName}
              onChange={(e) => set('companyName', e.currentTarget.value)}
              error={errors.companyName}
              required
              data-testid="demo-company-name"
            />
            <PhoneInput label={t('demo.fields.phone')} value={form.phone} onChange={(v) => set('phone', v)} error={errors.phone} data-testid="demo-phone" />
            <TextInput
              label={t('demo.fields.email')}
              type="email"
              value={form.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
              required
              data-testid="demo-email"
            />
            <TextInput
              label={company ? t('demo.fields.vkn') : t('demo.fields.tckn')}
              inputMode="numeric"
              maxLength={company ? 10 : 11}
              value={form.taxNumber}
              onChange={(e) => set('taxNumber', e.currentTarget.value.replace(/\D/g, ''))}
              error={errors.taxNumber}
              required
              data-testid="demo-tax-number"
            />
            {company && (
              <TextInput
                label={t('demo.fields.tax_office')}
                value={form.taxOffice}
                onChange={(e) => set('taxOffice', e.currentTarget.value)}
                error={errors.taxOffice}
                required
                data-testid="demo-tax-office"
              />
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('demo.steps.postal')}>
          <Stack gap="sm" mt="md">
            <TextInput
              label={t('demo.fields.country')}
              value={form.country}
              onChange={(e) => set('country', e.currentTarget.value)}
              error={errors.country}
              required
              data-testid="demo-country"
            />
            <Lookup
              label={t('demo.fields.province')}
              placeholder={t('demo.fields.province_placeholder')}
              fetchOptions={searchProvinces}
              value={form.province ? ({ id: `province-${form.province.id}`, text: form.province.name } satisfies LookupOption) : null}
              onChange={(o) => set('province', o ? { id: Number(o.id.replace('province-', '')), name: o.text } : null)}
              error={errors.province}
              data-testid="demo-province"
            />
            <TextInput
              label={t('demo.fields.address')}
              value={form.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={errors.address}
              required
              data-testid="demo-address"
            />
            <PasswordInput
              label={t('demo.fields.password')}
              description={t('demo.fields.password_hint')}
              value={form.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              autoComplete="new-password"
              data-testid="demo-password"
            />
            <Checkbox
              checked={form.privacy}
              onChange={(e) => set('privacy', e.currentTarget.checked)}
              error={errors.privacy}
              label={
                <>
                  {t('demo.privacy')} (
                  <Anchor component={RouteLink} to="privacy" target="_blank" inherit>
                    {t('demo.privacy_link')}
                  </Anchor>
                  )
                </>
              }
              data-testid="demo-privacy"
            />
            {captcha}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('demo.steps.code')}>
          <Stack mt="md">
            <CodeStep
              phone={form.phone}
              code={code}
              onCodeChange={setCode}
              remaining={countdown.remaining}
              loading={loading}
              onSubmit={(value) => void submitCode(value)}
              onResend={() =>
                void resendLoginCode(form.phone)
                  .then(() => countdown.start(CODE_COUNTDOWN_SECONDS))
                  .catch((error: unknown) => showSnack(apiErrorMessage(error), 'error'))
              }
              onBack={() => setStep(2)}
            />
          </Stack>
        </Stepper.Step>
      </Stepper>
      {step < 3 && (
        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0} data-testid="demo-back">
            {t('demo.back')}
          </Button>
          {step < 2 ? (
            <Button onClick={next} data-testid="demo-next">
              {t('demo.next')}
            </Button>
          ) : (
            <Button onClick={() => void requestCode()} loading={loading} data-testid="demo-send">
              {t('demo.send')}
            </Button>
          )}
        </Group>
      )}
      {step === 3 && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('demo.code_sent', { phone: form.phone })}
        </Text>
      )}
    </Modal>
  );
}

export default DemoRequestModal;
