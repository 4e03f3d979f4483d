import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { homePath, openLogin, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';

/** /login-success: confirms the login, then opens the account's home screen. */
export function LoginSuccessPage() {
  const { t } = useTranslation('account');
  const { account, isLoading } = useAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (account) void navigate(homePath(account, locale), { replace: true });
  }, [account, navigate, locale]);
  return (
    <PageContainer py={{ base: 32, sm: 64 }} data-testid="login-success-page">
      <Stack align="center" gap="md">
        {isLoading || account ? (
          <>
            <Title order={1} size="h2">
              {t('login_success.title')}
            </Title>
            <Text c="dimmed">{t('login_success.redirecting')}</Text>
            <Center>
              <Loader type="dots" />
            </Center>
          </>
        ) : (
          <>
            <Title order={1} size="h2">
              {t('login_success.guest_title')}
            </Title>
            <Button radius="xl" onClick={() => openLogin()} data-testid="login-success-login">
              {t('login_success.login')}
            </Button>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

export default LoginSuccessPage;
