import { Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { NotFoundPage } from '@/features/errors';
import { serverSaysNotFound } from '@/shared/api';
import { useRouteHandle } from '@/shared/hooks/useRouteHandle';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';

/** Stand-in for screens of later issues: the route's meta title and nothing else. */
export function PlaceholderScreen() {
  const { t } = useTranslation('meta');
  const name = useRouteHandle()?.name ?? 'home';
  const { pathname } = useLocation();
  if (serverSaysNotFound(pathname)) return <NotFoundPage />;
  return (
    <PageContainer py={{ base: 32, sm: 64 }} data-testid="placeholder-screen" data-route={name}>
      <Title order={1}>{t(`${name}.title` as never)}</Title>
    </PageContainer>
  );
}

export default PlaceholderScreen;
