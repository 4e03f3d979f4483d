import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '@/shared/api';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';

/**
 * The newsletter signup (issue #20): POST /api/site/subscribe-to-newsletter in the page's language.
 * The server mails a confirmation link (double opt-in); the box says so. Loaded by
 * LazyNewsletterBox only when it scrolls into view, outside the public routes' budget.
 */
export function NewsletterBox() {
  const { t } = useTranslation('newsletter');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await unwrap(api.POST('/api/site/subscribe-to-newsletter', { body: { email } }));
      setSentTo(email.trim());
    } catch (failure) {
      setError(fieldErrors(failure).email ?? apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="newsletter-box">
      <Title order={2} size="h4">
        {t('box.title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('box.text')}
      </Text>
      {sentTo ? (
        <Text mt="md" c="teal" data-testid="newsletter-sent">
          {t('box.sent', { email: sentTo })}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Group mt="md" align="flex-start" wrap="wrap">
            <TextInput
              type="email"
              aria-label={t('box.email')}
              placeholder={t('box.email')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 220px' }}
              data-testid="newsletter-email"
            />
            <Button type="submit" loading={pending} data-testid="newsletter-submit">
              {t('box.submit')}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}

export default NewsletterBox;
