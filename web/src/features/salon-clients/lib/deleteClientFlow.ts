import { ApiError } from '@/shared/api';
import type { DialogOptions } from '@/shared/ui/dialogs';

/** The code of the refusal that a forced delete answers (spec §8 "Planned visits exist"). */
export const PLANNED_VISITS_CODE = 'planned_visits_exist_client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DeleteFlowDeps {
  name: string;
  confirm: (options: DialogOptions) => Promise<boolean>;
  remove: (force: boolean) => Promise<{ cancelled: number }>;
  t: Translate;
}

export type DeleteOutcome = { deleted: false } | { deleted: true; cancelled: number };

/**
 * Delete with confirmation; when the client has planned visits the server refuses, and a second
 * confirmation (saying the visits will be cancelled and the client told) retries with force.
 * Other failures are thrown to the caller.
 */
export async function deleteClientFlow({ name, confirm, remove, t }: DeleteFlowDeps): Promise<DeleteOutcome> {
  const sure = await confirm({ title: t('delete.title'), message: t('delete.confirm', { name }), confirmLabel: t('delete.yes'), danger: true });
  if (!sure) return { deleted: false };
  try {
    const done = await remove(false);
    return { deleted: true, cancelled: done.cancelled };
  } catch (error) {
    if (!(error instanceof ApiError) || error.body?.message_code !== PLANNED_VISITS_CODE) throw error;
    const force = await confirm({
      title: t('delete.planned_title'),
      message: t('delete.planned_confirm', { message: error.body?.message ?? '' }),
      confirmLabel: t('delete.force'),
      danger: true,
    });
    if (!force) return { deleted: false };
    const done = await remove(true);
    return { deleted: true, cancelled: done.cancelled };
  }
}
