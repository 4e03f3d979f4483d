import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazyPart';
import { PageContainer } from '@/shared/ui/PageContainer';

// The form (phone mask, code input, captcha) is the login popup's code: it loads with the page but
// as its own chunk, shared with the popup, so the public route's first JavaScript stays small
// (with the form in the page's chunk the route loads 177 KB against the 150 KB budget). As a
// `lazyPart` the page counts as interactive only once the form is (docs/rendering.md).
const PartnerLoginForm = lazyPart(() => import('./components/PartnerLoginForm'));

/** partners-login (spec §2): the login popup's form as a page for businesses. */
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
          <Suspense
            fallback={
              <Center py="md">
                <Loader type="dots" />
              </Center>
            }
          >
            <PartnerLoginForm />
          </Suspense>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
