import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { homePath, openLogin, setAccount, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { CodeInput } from '@/shared/ui/CodeInput';
import { Link } from '@/shared/ui/Link';
import { PageContainer } from '@/shared/ui/PageContainer';
import { checkUpdatePhoneSms, verifyUpdatePhoneLink } from './api/security';

/**
 * /update-phone?token=…: the e-mailed link (spec §4 phone update). Verifying it sends an SMS code to
 * the new phone; the code, entered while logged in, completes the change.
 */
export function UpdatePhonePage() {
  const { t } = useTranslation(['account', 'meta']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { account, isLoading } = useAuth();
  const [code, setCode] = useState('');
  // A query, not an effect: verifying sends an SMS, so it must run once per token.
  const link = useQuery({
    queryKey: ['site', 'verify-update-phone-link', token],
    queryFn: () => verifyUpdatePhoneLink(token),
    enabled: !!token,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const check = useMutation({
    mutationFn: (value: string) => checkUpdatePhoneSms({ token, code: value }),
    meta: { silent: true },
    onSuccess: (data) => setAccount(queryClient, data),
    onSettled: () => setCode(''),
  });

  // The code check needs a session: a guest is asked to log in first (and stays on this page).
  const askedLogin = useRef(false);
  const login = () => openLogin({ onSuccess: () => undefined });
  useEffect(() => {
    if (isLoading || account || !link.isSuccess || askedLogin.current) return;
    askedLogin.current = true;
    login();
  }, [isLoading, account, link.isSuccess]);

  const submit = (value: string) => {
    if (!account) login();
    else check.mutate(value);
  };

  return (
    <PageContainer py={{ base: 32, sm: 64 }} maw={560} data-testid="update-phone-page">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('meta:update-phone.title')}
        </Title>
        {!token && <Alert color="red">{t('account:update_phone.no_token')}</Alert>}
        {link.isPending && token && (
          <Center py="xl">
            <Loader type="dots" />
          </Center>
        )}
        {link.error && (
          <Alert color="red" data-testid="update-phone-error">
            {apiErrorMessage(link.error)}
          </Alert>
        )}
        {link.data && check.isSuccess && (
          <Alert color="teal" data-testid="update-phone-done">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('account:update_phone.done', { phone: link.data.phone })}</Text>
              <Button component={Link} to={homePath(check.data, locale)} radius="xl" size="xs">
                {t('account:update_phone.to_cabinet')}
              </Button>
            </Stack>
          </Alert>
        )}
        {link.data && !check.isSuccess && (
          <Stack gap="md">
            <Text data-testid="update-phone-new">{t('account:update_phone.code_sent', { phone: link.data.phone })}</Text>
            <Group>
              <CodeInput
                value={code}
                onChange={setCode}
                onComplete={submit}
                disabled={check.isPending}
                ariaLabel={t('account:update_phone.code')}
                data-testid="update-phone-code"
              />
            </Group>
            {check.error && <Alert color="red">{apiErrorMessage(check.error)}</Alert>}
            {!account && !isLoading && (
              <Group>
                <Button radius="xl" onClick={login} data-testid="update-phone-login">
                  {t('account:update_phone.login')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

export default UpdatePhonePage;
