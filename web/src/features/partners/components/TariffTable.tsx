import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { openDemoRequest } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import type { Plans } from '../api/usePlans';

const check = (on: boolean) => (
  <ThemeIcon size={18} radius="xl" color={on ? 'teal' : 'gray'} variant={on ? 'filled' : 'light'}>
    <span aria-hidden>{on ? '✓' : '–'}</span>
  </ThemeIcon>
);

/** The tariff table as the server defines it: one card per plan, every feature marked in or out. */
export function TariffTable({ plans }: { plans: Plans }) {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: plans.plans.length }} spacing="lg" data-testid="tariffs-table">
      {plans.plans.map((plan) => (
        <Card key={plan.key} withBorder radius="lg" padding="xl" data-testid={`tariff-${plan.key}`}>
          <Stack gap="sm">
            <Title order={3}>{t(`tariffs.plan.${plan.key}`, { defaultValue: plan.key })}</Title>
            <Text fz={28} fw={700} data-testid={`tariff-${plan.key}-price`}>
              {plan.monthly_price_kurus > 0 ? formatMoney(plan.monthly_price_kurus, locale) : t('tariffs.free')}
              {plan.monthly_price_kurus > 0 && (
                <Text component="span" c="dimmed" fz="sm" fw={400}>
                  {' '}
                  {t('tariffs.per_month')}
                </Text>
              )}
            </Text>
            {plan.trial_days > 0 && (
              <Badge variant="light" color="teal">
                {t('tariffs.trial', { count: plan.trial_days })}
              </Badge>
            )}
            <List spacing={6} size="sm" center>
              <List.Item icon={check(true)}>{t('tariffs.employees', { count: plan.employee_limit })}</List.Item>
              <List.Item icon={check(true)}>
                {plan.sms_per_month == null ? t('tariffs.sms_unlimited') : t('tariffs.sms', { count: plan.sms_per_month })}
              </List.Item>
              {plans.features.map((feature) => (
                <List.Item key={feature} icon={check(plan.features.includes(feature))} c={plan.features.includes(feature) ? undefined : 'dimmed'}>
                  {t(`tariffs.feature.${feature}`, { defaultValue: feature })}
                </List.Item>
              ))}
            </List>
            <Button radius="xl" mt="sm" variant={plan.monthly_price_kurus > 0 ? 'filled' : 'light'} onClick={openDemoRequest}>
              {t('tariffs.choose')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
