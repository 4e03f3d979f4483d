import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { ServiceRequestRow } from '../api/types';
import { useRename } from '../api/useDecisions';
import { namesOf, namesSchema, toNames, type NamesForm } from '../lib/forms';
import { ModalFrame } from './ModalFrame';
import { NamesFields } from './NamesFields';

/** Rename without deciding: the request stays pending. */
export function RenameModal({ row, onClose }: { row: ServiceRequestRow; onClose: () => void }) {
  const { t } = useTranslation('adminModeration');
  const errorText = useErrorText();
  const schema = useMemo(() => namesSchema(errorText), [errorText]);
  const { register, handleSubmit, setError, formState } = useForm<NamesForm>({ resolver: zodResolver(schema), defaultValues: namesOf(row) });
  const rename = useRename();

  const submit = handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ id: row.id, body: toNames(values) });
      showSnack(t('rename.done'), 'success');
      onClose();
    } catch (error) {
      applyServerErrors<NamesForm>(error, ['name_tr', 'name_en', 'name_ru'], setError);
    }
  });

  return (
    <ModalFrame title={t('rename.title')} row={row} onClose={onClose} onSubmit={submit} submitLabel={t('rename.submit')} pending={rename.isPending} testId="rename-modal">
      <NamesFields register={register} errors={formState.errors} />
    </ModalFrame>
  );
}
