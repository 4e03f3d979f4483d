import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { ServiceRequestRow } from '../api/types';
import { useCategories } from '../api/useCategories';
import { useApprove } from '../api/useDecisions';
import { approveDefaults, approveSchema, DURATION_MAX, DURATION_STEP, toApprove, type ApproveForm } from '../lib/forms';
import { ModalFrame } from './ModalFrame';
import { NamesFields } from './NamesFields';

const KNOWN = /^(name_tr|name_en|name_ru|category_id|default_duration_min)$/;

/** Approve with data: names, category and the catalogue's default duration (spec §7). */
export function ApproveModal({ row, onClose }: { row: ServiceRequestRow; onClose: () => void }) {
  const { t } = useTranslation('adminModeration');
  const errorText = useErrorText();
  const schema = useMemo(() => approveSchema(errorText), [errorText]);
  const { control, register, handleSubmit, setError, formState } = useForm<ApproveForm>({ resolver: zodResolver(schema), defaultValues: approveDefaults(row) });
  const categories = useCategories();
  const approve = useApprove();

  const submit = handleSubmit(async (values) => {
    try {
      await approve.mutateAsync({ id: row.id, body: toApprove(values) });
      showSnack(t('approve.done'), 'success');
      onClose();
    } catch (error) {
      applyServerErrors<ApproveForm>(error, (f) => KNOWN.test(f), setError);
    }
  });

  return (
    <ModalFrame title={t('approve.title')} row={row} onClose={onClose} onSubmit={submit} submitLabel={t('approve.submit')} submitColor="teal" pending={approve.isPending} testId="approve-modal">
      <NamesFields register={register} errors={formState.errors} />
      <Controller
        control={control}
        name="category_id"
        render={({ field }) => (
          <Select
            label={t('form.category')}
            withAsterisk
            searchable
            data={categories.data ?? []}
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.category_id?.message}
            data-testid="moderation-category"
          />
        )}
      />
      <Controller
        control={control}
        name="default_duration_min"
        render={({ field }) => (
          <NumberInput
            label={t('form.duration')}
            description={t('form.duration_hint')}
            withAsterisk
            min={DURATION_STEP}
            max={DURATION_MAX}
            step={DURATION_STEP}
            allowDecimal={false}
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.default_duration_min?.message}
            w={220}
            data-testid="moderation-duration"
          />
        )}
      />
    </ModalFrame>
  );
}
