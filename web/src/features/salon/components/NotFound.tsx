import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/shared/ui/RouteLink';
import { PageContainer } from '@/shared/ui/PageContainer';

/**
 * The app's 404 screen for an unknown salon or master. Same texts and test id as
 * features/errors' NotFoundPage, which a feature may not import.
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <PageContainer py={{ base: 48, sm: 96 }} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={{ base: 64, sm: 96 }} c="plum.2" lh={1} aria-hidden>
          {t('not_found.code')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('not_found.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('not_found.text')}
        </Text>
        <Button component={RouteLink} to="home" size="md" radius="xl" mt="sm">
          {t('not_found.back_home')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
