import { Text } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useTranslation } from '@/shared/i18n';
import { Lookup, type LookupOption } from '@/shared/ui/Lookup';
import { showSnack } from '@/shared/ui/snack';
import { searchMergeTargets } from '../api/lookups';
import type { ServiceRequestRow } from '../api/types';
import { useMerge } from '../api/useDecisions';
import { ModalFrame } from './ModalFrame';

/** Approve by merging into an existing catalogue service, picked with the lookup (3 characters). */
export function MergeModal({ row, onClose }: { row: ServiceRequestRow; onClose: () => void }) {
  const { t } = useTranslation(['adminModeration', 'errors']);
  const [target, setTarget] = useState<LookupOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const merge = useMerge();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) {
      setError(t('errors:required'));
      return;
    }
    try {
      await merge.mutateAsync({ id: row.id, serviceId: Number(target.id) });
      showSnack(t('merge.done', { name: target.text }), 'success');
      onClose();
    } catch (failure) {
      applyServerErrors<{ service_id: string }>(failure, ['service_id'], (_, e) => setError(e.message ?? null));
    }
  };

  return (
    <ModalFrame title={t('merge.title')} row={row} onClose={onClose} onSubmit={(e) => void submit(e)} submitLabel={t('merge.submit')} pending={merge.isPending} testId="merge-modal">
      <Text size="sm">{t('merge.intro')}</Text>
      <Lookup
        label={t('merge.target')}
        placeholder={t('merge.target_placeholder')}
        fetchOptions={searchMergeTargets}
        value={target}
        onChange={(option) => {
          setTarget(option);
          setError(null);
        }}
        error={error ?? undefined}
        data-testid="merge-target"
      />
    </ModalFrame>
  );
}
