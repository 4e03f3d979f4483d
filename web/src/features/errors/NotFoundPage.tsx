import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';
import { PageContainer } from '@/shared/ui/PageContainer';

/** 404 screen: for /404 and every unmatched path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
        <Button component={Link} to={pathFor('home', locale)} size="md" radius="xl" mt="sm">
          {t('not_found.back_home')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
