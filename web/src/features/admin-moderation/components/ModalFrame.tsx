import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ServiceRequestRow } from '../api/types';

interface ModalFrameProps {
  title: string;
  row: ServiceRequestRow;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitColor?: string;
  pending: boolean;
  testId: string;
  children: ReactNode;
}

/** A decision's modal: what the salon asked for on top, the form, cancel and submit. */
export function ModalFrame({ title, row, onClose, onSubmit, submitLabel, submitColor, pending, testId, children }: ModalFrameProps) {
  const { t } = useTranslation('adminModeration');
  const phone = useMediaQuery('(max-width: 39.99em)');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('form.asked', { name: row.name, salon: row.salon ?? '—', category: `${row.department} · ${row.category}` })}
          </Text>
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending} color={submitColor} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
