import { Button, Stack, Text, Title } from '@mantine/core';
import { useScreenMeta } from '@/shared/hooks/useDocumentMeta';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from './PageContainer';
import { RouteLink } from './RouteLink';

/**
 * The 404 screen: for /404 and every unmatched path, and for a screen whose subject does not exist
 * (unknown salon, master or landing). It sets the not-found title whichever route shows it.
 */
export function NotFound() {
  const { t } = useTranslation(['common', 'meta']);
  useScreenMeta(`${t('meta:not-found.title')} — ${t('common:brand')}`, t('meta:not-found.description'));
  return (
    <PageContainer py={{ base: 48, sm: 96 }} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={{ base: 64, sm: 96 }} c="plum.2" lh={1} aria-hidden>
          {t('common:not_found.code')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('common:not_found.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('common:not_found.text')}
        </Text>
        <Button component={RouteLink} to="home" size="md" radius="xl" mt="sm">
          {t('common:not_found.back_home')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
