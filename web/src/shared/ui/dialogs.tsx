import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/shared/i18n';
import { requestOverlays } from './overlayHost';

export interface DialogOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

type ModalSettings = Parameters<typeof modals.openConfirmModal>[0];

/** Opens a confirm-style modal and resolves once: true on confirm, false on cancel or dismiss. */
async function openDialog(opts: Pick<DialogOptions, 'title' | 'message'>, settings: ModalSettings): Promise<boolean> {
  await requestOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      ...settings,
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** Confirmation popup: resolves true on confirm, false on cancel or dismiss. */
export function confirm(opts: DialogOptions): Promise<boolean> {
  return openDialog(opts, {
    labels: {
      confirm: opts.confirmLabel ?? i18n.t('common:actions.confirm'),
      cancel: opts.cancelLabel ?? i18n.t('common:actions.cancel'),
    },
    // Stable hooks for tests (unit and e2e) whatever the labels say.
    confirmProps: { ...(opts.danger ? { color: 'red' } : {}), 'data-testid': 'confirm-yes' } as ModalSettings['confirmProps'],
    cancelProps: { 'data-testid': 'confirm-no' } as ModalSettings['cancelProps'],
  });
}

/** Alert popup with a single OK: resolves true on OK, false when dismissed. */
export function alert(opts: Omit<DialogOptions, 'cancelLabel' | 'danger'>): Promise<boolean> {
  return openDialog(opts, {
    labels: { confirm: opts.confirmLabel ?? i18n.t('common:actions.ok'), cancel: '' },
    cancelProps: { display: 'none' },
  });
}
