import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearToken, homePath, setAccount, type LoginOptions, type LoginResponse } from '@/shared/auth';
import { notifyNativeApp } from '@/shared/auth/native';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { AgreementModal } from './AgreementModal';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { PhoneStep } from './PhoneStep';

/** Agreement shown from the login popup's terms link. */
export const MEMBERSHIP_TERMS = 'client';

/** Query keys owned by a user; a new session must not see the previous one's data. */
const userScopes = new Set(['common', 'client', 'salon', 'master', 'admin']);

interface Props {
  opened: boolean;
  options: LoginOptions;
  onClose: () => void;
}

/** Login popup (spec §4): phone + SMS code, or phone + password. */
export function LoginPopup({ opened, options, onClose }: Props) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const [termsOpen, setTermsOpen] = useState(false);

  const finish = ({ token, account_data: account }: LoginResponse) => {
    // The session is the HttpOnly cookie the response set; a stored bearer would shadow it.
    clearToken();
    queryClient.removeQueries({ predicate: (q) => userScopes.has(String(q.queryKey[0])) });
    setAccount(queryClient, account);
    onClose();
    if (options.onSuccess) options.onSuccess(account);
    else void navigate(homePath(account, locale));
    notifyNativeApp({ id: account.id, name: account.name, role: account.role, token });
  };
  const flow = useLoginFlow(options, finish);

  const title = flow.step === 'code' ? t('title.code') : flow.step === 'password' ? t('title.password') : t('title.phone');
  const terms = {
    agreed: flow.agreed,
    onAgreedChange: flow.setAgreed,
    onOpenTerms: () => setTermsOpen(true),
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        centered
        size="sm"
        radius="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="login-popup"
      >
        {flow.step === 'phone' && (
          <PhoneStep
            phone={flow.phone}
            onPhoneChange={flow.setPhone}
            {...terms}
            captcha={flow.captcha}
            loading={flow.loading}
            onSubmit={() => void flow.requestCode()}
            onPasswordMode={() => flow.setStep('password')}
          />
        )}
        {flow.step === 'code' && (
          <CodeStep
            phone={flow.phone}
            code={flow.code}
            onCodeChange={flow.setCode}
            remaining={flow.remaining}
            loading={flow.loading}
            onSubmit={(code) => void flow.submitCode(code)}
            onResend={() => void flow.resend()}
            onBack={() => flow.setStep('phone')}
          />
        )}
        {flow.step === 'password' && (
          <PasswordStep
            phone={flow.phone}
            onPhoneChange={flow.setPhone}
            password={flow.password}
            onPasswordChange={flow.setPassword}
            {...terms}
            captcha={flow.captcha}
            loading={flow.loading}
            onSubmit={() => void flow.submitPassword()}
            onCodeMode={() => flow.setStep('phone')}
          />
        )}
      </Modal>
      <AgreementModal
        type={termsOpen ? MEMBERSHIP_TERMS : null}
        onAccept={() => {
          flow.setAgreed(true);
          setTermsOpen(false);
        }}
        onDecline={() => setTermsOpen(false)}
      />
    </>
  );
}

export default LoginPopup;
