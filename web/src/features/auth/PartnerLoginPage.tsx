import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { PartnerLoginForm } from './components/PartnerLoginForm';

/**
 * partners-login (spec §2): the login popup's form as a page for businesses. The form is the page,
 * so it comes with the page's own code (a lazy chunk already, shared with the popup's): the server
 * renders it, and a form in a lazy part of its own would look ready while a tap on it did nothing
 * until that part's code arrived (a phone on a slow line, or a test that types at once).
 */
export function PartnerLoginPage() {
  const { t } = useTranslation('partners');
  return (
    <PageContainer data-testid="partner-login-page">
      <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" my="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.lead')}</Text>
          <PartnerLoginForm />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
