import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useSeoHead } from '../lib/useSeoHead';

/**
 * The not-found screen for a '/{city}-{service}' path that is no landing. Features do not import
 * each other, so this mirrors the errors feature's page with the same texts.
 */
export function LandingNotFound() {
  const { t } = useTranslation(['common', 'meta']);
  useSeoHead(`${t('meta:not-found.title')} — ${t('common:brand')}`, t('meta:not-found.description'));
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
