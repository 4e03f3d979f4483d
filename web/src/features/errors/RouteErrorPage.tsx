import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { reloadForChunkError } from '@/shared/lib/chunkReload';
import { pathFor } from '@/shared/routes';
import { Link } from '@/shared/ui/Link';
import { PageContainer } from '@/shared/ui/PageContainer';

/** What RouteErrorBoundary shows for a screen that failed: the error's message, reload and home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();

  useEffect(() => {
    // A chunk that vanished after a deploy: reload once (throttled to one per 60 s).
    reloadForChunkError(error);
  }, [error]);

  const message = error instanceof Error ? error.message : '';

  return (
    <PageContainer py={{ base: 48, sm: 96 }} data-testid="error-page">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('error_page.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {message || t('error_page.text')}
        </Text>
        <Button.Group>
          <Button variant="default" radius="xl" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
          <Button component={Link} to={pathFor('home', locale)} radius="xl">
            {t('not_found.back_home')}
          </Button>
        </Button.Group>
      </Stack>
    </PageContainer>
  );
}
