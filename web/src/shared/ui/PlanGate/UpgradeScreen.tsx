import { Alert, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { useSitePlans } from '@/shared/plan';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { UpgradeLink } from './UpgradeLink';

/**
 * What a salon on a plan without `feature` sees instead of the screen (issue #18): the feature's
 * name, what the paid plan includes (price, limits and features from GET /api/site/plans, the one
 * tariff table) and the button to the payment screen.
 */
export function UpgradeScreen({ feature }: { feature: string }) {
  const { t } = useTranslation('cabinet');
  const { t: e } = useTranslation('errors');
  const locale = useLocale();
  const plans = useSitePlans();
  const paid = plans.data?.plans.find((p) => p.monthly_price_kurus > 0);
  const featureName = e(`feature_${feature}` as never, { defaultValue: feature });

  return (
    <Stack gap="lg" maw={640} data-testid="upgrade-screen" data-feature={feature}>
      <Title order={1}>{t('plan_gate.title', { feature: featureName })}</Title>
      <Alert color="orange" variant="light" data-testid="upgrade-reason">
        {e('plan_feature_unavailable', { feature: featureName })}
      </Alert>
      <QueryStatus isPending={plans.isPending} error={plans.error} />
      {paid && (
        <Paper withBorder radius="md" p="lg" data-testid="upgrade-plan">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('plan_gate.includes', { plan: t(`plan_gate.plan_${paid.key}` as never, { defaultValue: paid.key }) })}
            </Title>
            <Text fz={24} fw={700} data-testid="upgrade-price">
              {t('plan_gate.price', { price: formatMoney(paid.monthly_price_kurus, locale) })}
            </Text>
            {paid.trial_days > 0 && <Text c="dimmed">{t('plan_gate.trial', { count: paid.trial_days })}</Text>}
            <List spacing={4} icon={<ThemeIcon size={8} radius="xl" />} data-testid="upgrade-features">
              <List.Item>{t('plan_gate.employees', { count: paid.employee_limit })}</List.Item>
              <List.Item>
                {paid.sms_per_month == null ? t('plan_gate.sms_unlimited') : t('plan_gate.sms', { count: paid.sms_per_month })}
              </List.Item>
              {paid.features.map((key) => (
                <List.Item key={key} fw={key === feature ? 700 : undefined}>
                  {e(`feature_${key}` as never, { defaultValue: key })}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      )}
      <div>
        <UpgradeLink size="md" />
      </div>
    </Stack>
  );
}
