import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { TeamMeta } from '../api/types';

/** "2 of 3 employees on the free plan", and a warning when no place is left. */
export function PlanLimit({ meta }: { meta: TeamMeta }) {
  const { t } = useTranslation('salonTeam');
  const plan = meta.plan === 'premium' ? t('list.plan_premium') : t('list.plan_free');
  const full = meta.used >= meta.limit;
  return (
    <Group gap="sm" wrap="wrap" data-testid="plan-limit" data-used={meta.used} data-limit={meta.limit}>
      <Text size="sm" fw={600} c={full ? 'orange.8' : 'plum.7'} bg={full ? 'orange.0' : 'plum.0'} px="sm" py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {t('list.limit', { used: meta.used, limit: meta.limit, plan })}
      </Text>
      {full && (
        <Alert color="orange" py={6} px="sm" style={{ flex: '1 1 240px' }} data-testid="plan-limit-full">
          <Text size="sm">{t('list.limit_full')}</Text>
        </Alert>
      )}
    </Group>
  );
}
