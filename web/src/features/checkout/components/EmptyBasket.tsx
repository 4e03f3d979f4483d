import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';

/** Nothing chosen yet: say so and lead home. */
export function EmptyBasket() {
  const { t } = useTranslation('checkout');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" data-testid="checkout-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconShoppingBag size={32} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('empty.title')}
      </Title>
      <Text c="dimmed">{t('empty.text')}</Text>
      <Button component={RouteLink} to="home" radius="xl" data-testid="checkout-empty-home">
        {t('empty.home')}
      </Button>
    </Stack>
  );
}
