import { ApiError } from '@/shared/api';
import type { DialogOptions } from '@/shared/ui/dialogs';
import type { TypedConfirmOptions } from '@/shared/ui/typedConfirm';

/** The refusal a forced delete answers (spec §8 "Planned visits exist, cancel first"). */
export const PLANNED_VISITS_CODE = 'planned_visits_exist_client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DeleteUserDeps {
  name: string;
  /** The last 4 digits of the account's phone (spec §5). */
  last4: string;
  typedConfirm: (options: TypedConfirmOptions) => Promise<boolean>;
  confirm: (options: DialogOptions) => Promise<boolean>;
  remove: (force: boolean) => Promise<{ cancelled: number }>;
  t: Translate;
}

export type DeleteUserOutcome = { deleted: false } | { deleted: true; cancelled: number };

/**
 * Delete after typing the last 4 digits of the phone; when the account has planned visits the
 * server refuses, and a second confirmation (the visits are cancelled, the client and the salon
 * told) retries with force. Other failures are thrown to the caller.
 */
export async function deleteUserFlow({ name, last4, typedConfirm, confirm, remove, t }: DeleteUserDeps): Promise<DeleteUserOutcome> {
  const sure = await typedConfirm({
    title: t('delete.title'),
    message: t('delete.confirm', { name }),
    inputLabel: t('delete.type_digits'),
    expected: last4,
    confirmLabel: t('delete.yes'),
    danger: true,
  });
  if (!sure) return { deleted: false };
  try {
    return { deleted: true, ...(await remove(false)) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.body?.message_code !== PLANNED_VISITS_CODE) throw error;
    const force = await confirm({
      title: t('delete.planned_title'),
      message: t('delete.planned_confirm', { message: error.body?.message ?? '' }),
      confirmLabel: t('delete.force'),
      danger: true,
    });
    if (!force) return { deleted: false };
    return { deleted: true, ...(await remove(true)) };
  }
}

/** The last 4 digits of a phone, or '' when it has fewer. */
export function lastFourDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}
