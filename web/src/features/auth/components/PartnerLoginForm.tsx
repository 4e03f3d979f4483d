import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homePath, openDemoRequest, type AccountData, type LoginResponse } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { AgreementModal } from './AgreementModal';
import { MEMBERSHIP_TERMS } from './LoginPopup';
import { LoginSteps } from './LoginSteps';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { startSession } from '../lib/session';

const BUSINESS_ROLES = ['salon_admin', 'salon_manager', 'salon_master'];

/**
 * The form of partners-login (spec §2): the login popup's form as a page for businesses. Salon admins and
 * masters land in their cabinets (their business role becomes the active one); a client-only
 * account is told the page is for businesses and offered the client site.
 */
export function PartnerLoginForm() {
  const { t } = useTranslation('partners');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const [termsOpen, setTermsOpen] = useState(false);
  const [clientOnly, setClientOnly] = useState<AccountData | null>(null);

  const finish = ({ account_data: account }: LoginResponse) => {
    startSession(queryClient, account);
    const business = account.roles.find((r) => BUSINESS_ROLES.includes(r));
    if (!business) {
      setClientOnly(account);
      return;
    }
    if (BUSINESS_ROLES.includes(account.role)) void navigate(homePath(account, locale));
    else void navigate(pathFor(business === 'salon_master' ? 'master-area' : 'admin-salon-overview', locale));
  };
  const flow = useLoginFlow({}, finish);
  const terms = { agreed: flow.agreed, onAgreedChange: flow.setAgreed, onOpenTerms: () => setTermsOpen(true) };

  return (
    <>
      <Stack gap="md">
        {clientOnly ? (
          <Alert color="yellow" data-testid="partner-login-client">
            <Stack gap="sm">
              <Text size="sm">{t('login.clients_only')}</Text>
              <Button variant="light" onClick={() => void navigate(homePath(clientOnly, locale))}>
                {t('login.to_client_site')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text fw={600}>{flow.step === 'code' ? ta('title.code') : flow.step === 'password' ? ta('title.password') : ta('title.phone')}</Text>
            <LoginSteps flow={flow} terms={terms} />
          </>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" onClick={openDemoRequest} data-testid="partner-login-demo">
          {t('login.request_demo')}
        </Anchor>
      </Stack>
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

export default PartnerLoginForm;
