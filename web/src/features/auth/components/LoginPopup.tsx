import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homePath, type LoginOptions, type LoginResponse } from '@/shared/auth';
import { notifyNativeApp } from '@/shared/auth/native';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { startSession } from '../lib/session';
import { AgreementModal } from './AgreementModal';
import { LoginSteps } from './LoginSteps';

/** Agreement shown from the login popup's terms link. */
export const MEMBERSHIP_TERMS = 'client';


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
    startSession(queryClient, account);
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
        <LoginSteps flow={flow} terms={terms} />
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
