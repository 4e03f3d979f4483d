import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { quotaNearEnd, usePlanUsage } from '@/shared/plan';
import { UpgradeLink } from '@/shared/ui/PlanGate';

/**
 * The salon's plan on the overview (issue #18): "SMS quota used: 100 / 100" for this month (in
 * Europe/Istanbul) and the employees, with the way to upgrade when a quota is at or near its end.
 */
export function PlanUsageCard() {
  const { t } = useTranslation('salonDesk');
  const { t: c } = useTranslation('cabinet');
  const usage = usePlanUsage().data;
  if (!usage) return null;
  const { sms, employees } = usage;
  const smsLimit = sms.limit ?? null;
  const smsUsedUp = smsLimit != null && sms.used >= smsLimit;
  const smsNear = quotaNearEnd(sms);
  // Each quota speaks for itself: a full team is not an SMS warning.
  const teamFull = employees.limit != null && employees.used >= employees.limit;
  const teamOver = employees.limit != null && employees.used > employees.limit;
  const near = smsNear || quotaNearEnd(employees);
  return (
    <Paper withBorder radius="md" p="md" data-testid="plan-usage">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} data-testid="plan-usage-plan">
            {t('overview.plan_title', { plan: c(`plan_gate.plan_${usage.plan}` as never, { defaultValue: usage.plan }) })}
          </Text>
          {near && <UpgradeLink size="xs" variant="light" testId="plan-usage-upgrade" />}
        </Group>
        <Text data-testid="plan-usage-sms">
          {smsLimit == null ? t('overview.sms_sent', { used: sms.used }) : t('overview.sms_used', { used: sms.used, limit: smsLimit })}
        </Text>
        {smsLimit != null && <Progress value={Math.min(100, (sms.used / Math.max(1, smsLimit)) * 100)} color={near ? 'orange' : 'teal'} size="sm" />}
        <Text size="sm" c="dimmed" data-testid="plan-usage-employees">
          {t('overview.employees_used', { used: employees.used, limit: employees.limit ?? '∞' })}
        </Text>
        {smsNear && (
          <Alert color={smsUsedUp ? 'red' : 'orange'} variant="light" data-testid="plan-usage-warning">
            {t(smsUsedUp ? 'overview.quota_used_up' : 'overview.quota_near_end')}
          </Alert>
        )}
        {teamFull && (
          <Alert color={teamOver ? 'red' : 'orange'} variant="light" data-testid="plan-usage-team-warning">
            {t(teamOver ? 'overview.team_over_limit' : 'overview.team_full', { limit: employees.limit })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
