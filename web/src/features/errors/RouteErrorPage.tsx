import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { reloadForChunkError } from '@/shared/lib/chunkReload';
import { pathFor } from '@/shared/routes';
import { PageContainer } from '@/shared/ui/PageContainer';
import { NotFoundPage } from './NotFoundPage';

/** Route errorElement: 404 → not-found page; other errors show their status message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useLocale();

  useEffect(() => {
    // A chunk that vanished after a deploy: reload once (throttled to one per 60 s).
    reloadForChunkError(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const status = isRouteErrorResponse(error) ? error.status : null;
  const message = isRouteErrorResponse(error)
    ? error.statusText || (typeof error.data === 'string' ? error.data : '')
    : error instanceof Error
      ? error.message
      : '';

  return (
    <PageContainer py={{ base: 48, sm: 96 }} data-testid="error-page">
      <Stack align="center" gap="md" ta="center">
        {status !== null && (
          <Text fw={700} c="plum.7">
            {t('error_page.status', { status })}
          </Text>
        )}
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
