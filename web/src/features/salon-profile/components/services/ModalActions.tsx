import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

interface Props {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  submitTestId: string;
}

/** The foot of a service form modal: Cancel and the submit button (the server's messages go to the fields or a snack). */
export function ModalActions({ onCancel, submitLabel, pending, submitTestId }: Props) {
  const { t } = useTranslation('salonProfile');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
