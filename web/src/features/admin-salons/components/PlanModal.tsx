import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { showErrorSnack } from '@/shared/ui/overlayHost';
import { usePlanAction } from '../api/queries';
import { REASON_MAX } from './DeactivateModal';

interface Props {
  salonId: number;
  salonName: string;
  /** grant: plan, last day and reason; end: the reason only. */
  mode: 'grant' | 'end' | null;
  onClose: () => void;
}

/** The paid plans an admin may grant (domain::plan::Plan::is_paid). */
const GRANTABLE = ['premium'] as const;

/**
 * Grant a plan until a day (e.g. a trial extension) or end the grant now, each with a required
 * reason that the salon's history keeps. The server checks the day (after today, within a year).
 */
export function PlanModal({ salonId, salonName, mode, onClose }: Props) {
  const { t } = useTranslation('adminSalons');
  const action = usePlanAction(salonId);
  const [plan, setPlan] = useState<string>('premium');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const trimmed = reason.trim();

  const close = () => {
    setErrors({});
    setReason('');
    setUntil('');
    onClose();
  };

  const submit = () => {
    const local: Record<string, string> = {};
    if (!trimmed) local.reason = t('deactivate.reason_required');
    else if (trimmed.length > REASON_MAX) local.reason = t('deactivate.reason_long', { max: REASON_MAX });
    if (mode === 'grant' && !until) local.until = t('deactivate.reason_required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = mode === 'grant' ? { kind: 'grant' as const, plan, until, reason: trimmed } : { kind: 'end-grant' as const, reason: trimmed };
    action.mutate(body, {
      onSuccess: close,
      onError: (error) => {
        const byField = fieldErrors(error);
        if (Object.keys(byField).length > 0) setErrors(byField);
        else showErrorSnack(apiErrorMessage(error));
      },
    });
  };

  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      title={mode === 'end' ? t('plan_grant.end_title', { name: salonName }) : t('plan_grant.title', { name: salonName })}
      centered
      data-testid="plan-modal"
    >
      <Stack gap="md">
        {mode === 'grant' && (
          <>
            <Select
              label={t('plan_grant.plan')}
              data={GRANTABLE.map((p) => ({ value: p, label: t(`plan.${p}`) }))}
              value={plan}
              onChange={(v) => setPlan(v ?? 'premium')}
              allowDeselect={false}
              error={errors.plan}
              data-testid="grant-plan"
            />
            <TextInput
              type="date"
              label={t('plan_grant.until')}
              description={t('plan_grant.until_hint')}
              value={until}
              onChange={(e) => setUntil(e.currentTarget.value)}
              error={errors.until}
              required
              data-testid="grant-until"
            />
          </>
        )}
        {mode === 'end' && (
          <Text size="sm" c="dimmed">
            {t('plan_grant.end_warning')}
          </Text>
        )}
        <Textarea
          label={t('plan_grant.reason')}
          description={t('plan_grant.reason_hint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX + 1}
          data-testid="grant-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color={mode === 'end' ? 'red' : 'teal'} loading={action.isPending} onClick={submit} data-testid="plan-confirm">
            {mode === 'end' ? t('plan_grant.end') : t('plan_grant.grant')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
