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

/** Confirmation popup: resolves true on confirm, false on cancel or dismiss. */
export async function confirm(opts: DialogOptions): Promise<boolean> {
  await requestOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      labels: {
        confirm: opts.confirmLabel ?? i18n.t('common:actions.confirm'),
        cancel: opts.cancelLabel ?? i18n.t('common:actions.cancel'),
      },
      confirmProps: opts.danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** Alert popup with a single OK: resolves true on OK, false when dismissed. */
export async function alert(opts: Omit<DialogOptions, 'cancelLabel' | 'danger'>): Promise<boolean> {
  await requestOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel ?? i18n.t('common:actions.ok'), cancel: '' },
      cancelProps: { display: 'none' },
      onConfirm: () => settle(true),
      onClose: () => settle(false),
    });
  });
}
