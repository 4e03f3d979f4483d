import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '@/shared/api';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouteLink } from '@/shared/ui/RouteLink';

type Action = 'confirm' | 'unsubscribe';

/**
 * The `newsletter` page the mails link to: `?confirm=` (double opt-in) or `?unsubscribe=` (every
 * mail's footer). It posts the token once; no login, the token is the proof.
 */
export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const action: Action | null = params.get('confirm') ? 'confirm' : params.get('unsubscribe') ? 'unsubscribe' : null;
  const token = action ? (params.get(action) ?? '') : '';
  const run = useMutation({
    mutationFn: (body: { token: string }) =>
      action === 'confirm'
        ? unwrap(api.POST('/api/site/newsletter/confirm', { body }))
        : unwrap(api.POST('/api/site/newsletter/unsubscribe', { body })),
    meta: { silent: true },
  });
  const { mutate } = run;
  useEffect(() => {
    if (action && token) mutate({ token });
  }, [action, token, mutate]);

  return (
    <PageContainer py="xl">
      <Stack maw={560} data-testid="newsletter-page">
        <Title order={1}>{t(action === 'unsubscribe' ? 'page.unsubscribing' : 'page.confirming')}</Title>
        {!action && <Alert color="gray">{t('page.missing')}</Alert>}
        {run.isPending && <Loader size="sm" />}
        {run.isSuccess && (
          <Alert color="teal" data-testid="newsletter-done">
            {t(action === 'unsubscribe' ? 'page.unsubscribed' : 'page.confirmed', { email: run.data.email })}
          </Alert>
        )}
        {run.isError && (
          <Alert color="red" data-testid="newsletter-error">
            {apiErrorMessage(run.error)}
          </Alert>
        )}
        <RouteLink to="home">{t('page.home')}</RouteLink>
      </Stack>
    </PageContainer>
  );
}
