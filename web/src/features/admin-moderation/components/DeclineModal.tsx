import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { ServiceRequestRow } from '../api/types';
import { useDecline } from '../api/useDecisions';
import { declineSchema, REASON_MAX } from '../lib/forms';

import { ModalFrame } from './ModalFrame';

interface DeclineForm {
  reason: string;
}

/** Decline with a reason the salon reads (required, at most 500 characters). */
export function DeclineModal({ row, onClose }: { row: ServiceRequestRow; onClose: () => void }) {
  const { t } = useTranslation('adminModeration');
  const errorText = useErrorText();
  const schema = useMemo(() => declineSchema(errorText), [errorText]);
  const { register, handleSubmit, setError, formState, watch } = useForm<DeclineForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const decline = useDecline();
  const length = watch('reason').length;

  const submit = handleSubmit(async (values) => {
    try {
      await decline.mutateAsync({ id: row.id, reason: values.reason.trim() });
      showSnack(t('decline.done'), 'success');
      onClose();
    } catch (error) {
      applyServerErrors<DeclineForm>(error, ['reason'], setError);
    }
  });

  return (
    <ModalFrame title={t('decline.title')} row={row} onClose={onClose} onSubmit={submit} submitLabel={t('decline.submit')} submitColor="red" pending={decline.isPending} testId="decline-modal">
      <Textarea
        label={t('decline.reason')}
        description={t('decline.reason_hint', { count: length, max: REASON_MAX })}
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        error={formState.errors.reason?.message}
        {...register('reason')}
        data-testid="decline-reason"
      />
    </ModalFrame>
  );
}
